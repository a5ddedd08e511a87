import { db } from '../../platform/db/database';
import { emailSender } from '../../platform/email/email-sender';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { signUpEmailBodySchema } from '../sign-up.schemas';
import { resendSignUpEmail } from '../sign-up.service';
import { visitorOf } from '../sign-up.visitor';

export const handler = defineRoute(
  { name: 'POST /api/user/sign-up/resend-email', access: 'public', body: signUpEmailBodySchema },
  async ({ body, event }) => ok(await resendSignUpEmail(db(), body.email, visitorOf(event), emailSender())),
);
