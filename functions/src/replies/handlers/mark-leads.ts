import { replyActionRoute } from '../reply-action-route';

export const handler = replyActionRoute('lead');
