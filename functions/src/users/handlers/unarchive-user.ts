import { userArchiveRoute } from '../user-archive.route';

export const handler = userArchiveRoute(false);
