import { sql, type Kysely } from 'kysely';

// A sending domain is one account's (issue 26): its SES identity belongs to the AWS account, so two accounts
// holding one domain would both send as it. Before the unique key, each domain claimed twice keeps only its first
// claim (the one that made the identity); later claims are dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE d FROM email_sending_domains d
    JOIN email_sending_domains first ON first.domain = d.domain
      AND (first.created_at < d.created_at OR (first.created_at = d.created_at AND first.account_id < d.account_id))`.execute(
    db,
  );
  await sql`ALTER TABLE email_sending_domains ADD UNIQUE KEY email_sending_domains_domain (domain)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE email_sending_domains DROP INDEX email_sending_domains_domain`.execute(db);
}
