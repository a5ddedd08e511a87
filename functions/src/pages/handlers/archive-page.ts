import { pageArchiveRoute } from '../page-archive-route';

export const handler = pageArchiveRoute(true);
