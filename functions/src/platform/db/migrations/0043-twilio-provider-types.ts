import { sql, type Kysely } from 'kysely';

// More SMS providers (issue 30): a provider row speaks BulkSMS's, Twilio's or Clickatell's published API. The
// credentials column stays one sealed JSON value whose shape depends on the type (providers/gateways/index.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sms_providers
      MODIFY COLUMN type ENUM('BulkSms', 'Twilio', 'Clickatell') NOT NULL DEFAULT 'BulkSms'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Refused (strict mode) while any Twilio or Clickatell provider exists: remove those first.
  await sql`
    ALTER TABLE sms_providers MODIFY COLUMN type ENUM('BulkSms') NOT NULL DEFAULT 'BulkSms'
  `.execute(db);
}
