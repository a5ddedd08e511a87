import { db } from '../../platform/db/database';
import { emailSender } from '../../platform/email/email-sender';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { captchaVerifier } from '../captcha';
import { startSignUpBodySchema } from '../sign-up.schemas';
import { startSignUp } from '../sign-up.service';
import { visitorOf } from '../sign-up.visitor';

export const handler = defineRoute(
  { name: 'POST /api/user/sign-up', access: 'public', body: startSignUpBodySchema },
  async ({ body, event }) =>
    ok(
      await startSignUp(db(), body, visitorOf(event), { captcha: captchaVerifier(), sender: emailSender() }),
    ),
);
