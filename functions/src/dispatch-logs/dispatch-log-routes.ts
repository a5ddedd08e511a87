import { campaignIdPathSchema } from '../campaigns/campaigns.schemas';
import { db } from '../platform/db/database';
import { accepted, ok } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { dispatchLogDownloadPathSchema } from './dispatch-logs.schemas';
import { dispatchLogDownloadUrl, getDispatchLog, requestDispatchLog } from './dispatch-logs.service';
import type { DispatchLogChannel } from './dispatch-logs.table';

// The three dispatch log routes, the same for either channel's campaigns (the handlers/ files pick one).
const prefix = (channel: DispatchLogChannel) =>
  `/api/${channel === 'Sms' ? 'sms' : 'email'}/campaigns/{id}/dispatch-log`;

/** GET …/dispatch-log: the campaign's newest build (polled by the status page while it is prepared). */
export const getRoute = (channel: DispatchLogChannel) =>
  defineRoute(
    { name: `GET ${prefix(channel)}`, access: 'user', path: campaignIdPathSchema },
    async ({ auth, path }) => ok(await getDispatchLog(db(), auth, channel, path.id)),
  );

/** POST …/dispatch-log: queues a build, or answers the one being built. */
export const requestRoute = (channel: DispatchLogChannel) =>
  defineRoute(
    { name: `POST ${prefix(channel)}`, access: 'user', path: campaignIdPathSchema },
    async ({ auth, path }) => accepted(await requestDispatchLog(db(), auth, channel, path.id)),
  );

/** GET …/dispatch-log/{buildId}/download: 302 to a fresh short-lived S3 link of the finished file. */
export const downloadRoute = (channel: DispatchLogChannel) =>
  defineRoute(
    {
      name: `GET ${prefix(channel)}/{buildId}/download`,
      access: 'user',
      path: dispatchLogDownloadPathSchema,
    },
    async ({ auth, path }) => ({
      status: 302,
      headers: {
        Location: await dispatchLogDownloadUrl(db(), auth, channel, path.id, path.buildId),
        'Cache-Control': 'no-store',
      },
    }),
  );
