// Demo landing pages for Acme Retail (issue 13): a sign-up page with content, a form (first name,
// cellphone, email) and form settings that show a thank-you page; the thank-you page; a page without
// content yet; an archived page. Made through the pages service, as the SPA's calls are. Run by
// scripts/run.sh; skipped when Acme already has pages.
import { createDatabase } from '../../functions/src/platform/db/database';
import {
  createPage,
  savePageContent,
  savePageFields,
  savePageFormConfig,
  setPageArchived,
} from '../../functions/src/pages/pages.service';
import { formSubmitActionsSchema, pageContentSchema } from '../../functions/src/pages/pages.schemas';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const SIGN_UP_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Spring Sale</title>
<style>
  body { margin: 0; font-family: Arial, sans-serif; background: #f4f6fb; color: #1f2937; }
  .wrap { max-width: 675px; margin: 0 auto; background: #fff; padding: 32px; }
  h1 { color: #b91c1c; margin-top: 0; }
  label { display: block; margin: 12px 0 4px; font-weight: bold; }
  input { width: 100%; padding: 10px; border: 1px solid #cbd5e1; border-radius: 4px; box-sizing: border-box; }
  .hp-field { position: absolute; left: -10000px; }
  button { margin-top: 16px; background: #b91c1c; color: #fff; border: 0; padding: 12px 24px; border-radius: 4px; }
</style></head>
<body><div class="wrap">
  <h1>Spring Sale: 30% off everything</h1>
  <p>Leave your details and we will send you a voucher by SMS before the sale opens.</p>
  <form data-page-form method="post" action="submit">
    <label for="FirstName">First Name</label><input id="FirstName" name="FirstName" required>
    <label for="Cellphone">Cellphone Number</label><input id="Cellphone" name="Cellphone" required>
    <label for="Email">Email</label><input id="Email" name="Email" type="email">
    <input type="text" name="website" class="hp-field" tabindex="-1" autocomplete="off" aria-hidden="true">
    <button type="submit">Submit</button>
  </form>
</div></body></html>`;

const THANK_YOU_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Thank you</title>
<style>body { font-family: Arial, sans-serif; text-align: center; padding: 64px 16px; }</style></head>
<body><h1>Thank you!</h1><p>Your voucher is on its way.</p></body></html>`;

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const auth = await acmeOwner(db);
    const existing = await db
      .selectFrom('pages')
      .select('id')
      .where('account_id', '=', auth.accountId)
      .executeTakeFirst();
    if (existing) return console.log('demo pages: Acme Retail already has pages');

    const thanks = await createPage(db, auth, {
      name: 'Spring Sale Thank You',
      key: 'acme-spring-sale-thanks',
      title: 'Thank you',
    });
    await savePageContent(db, auth, thanks.key, pageContentSchema.parse({ html: THANK_YOU_HTML }));

    const signUp = await createPage(db, auth, {
      name: 'Spring Sale',
      key: 'acme-spring-sale',
      title: 'Acme Spring Sale',
    });
    await savePageContent(db, auth, signUp.key, pageContentSchema.parse({ html: SIGN_UP_HTML }));
    await savePageFields(db, auth, signUp.key, [
      { customFieldId: null, systemFieldType: 'FirstName', isRequired: true, saveToLead: true },
      { customFieldId: null, systemFieldType: 'Cellphone', isRequired: true, saveToLead: true },
      { customFieldId: null, systemFieldType: 'Email', isRequired: false, saveToLead: true },
    ]);
    await savePageFormConfig(
      db,
      auth,
      signUp.key,
      formSubmitActionsSchema.parse({
        formSubmitPageAction: { type: 3, otherPageId: thanks.id },
        formSubmitLeadAction: { type: 0 },
      }),
    );

    const webinar = await createPage(db, auth, {
      name: 'Winter Webinar',
      key: 'acme-winter-webinar',
      title: 'Acme Winter Webinar',
    });
    await savePageFormConfig(
      db,
      auth,
      webinar.key,
      formSubmitActionsSchema.parse({
        formSubmitPageAction: { type: 1, message: 'Thanks, see you at the webinar!' },
        formSubmitLeadAction: { type: 0 },
      }),
    );

    const old = await createPage(db, auth, {
      name: 'Black Friday 2025',
      key: 'acme-black-friday-2025',
      title: 'Black Friday',
    });
    await setPageArchived(db, auth, old.key, true);
    console.log(
      `demo pages: 4 pages for Acme Retail (one archived); ${signUp.key} shows ${thanks.key} after its form`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`demo pages: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
