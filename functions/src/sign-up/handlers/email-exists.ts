import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { signUpEmailBodySchema } from '../sign-up.schemas';
import { emailExists } from '../sign-up.service';
import { visitorOf } from '../sign-up.visitor';

export const handler = defineRoute(
  { name: 'POST /api/user/sign-up/email-exists', access: 'public', body: signUpEmailBodySchema },
  async ({ body, event }) => ok(await emailExists(db(), body.email, visitorOf(event))),
);
