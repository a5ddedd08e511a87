import type { Generated } from 'kysely';

/** A started sign-up (migration 0035): the e-mailed link's token hash, expiry and the viewer's country. */
export interface SignUpsTable {
  user_id: number;
  token_hash: string;
  country_code: string;
  expires_at: Date;
  completed_at: Date | null;
  created_at: Generated<Date>;
  sent_at: Generated<Date>;
}

export type SignUpEventKind = 'Email' | 'Check' | 'Start';

/** What the sign-up rate limits count: e-mails sent, address checks and starts, per address or client. */
export interface SignUpEventsTable {
  id: Generated<number>;
  kind: SignUpEventKind;
  subject: string;
  created_at: Generated<Date>;
}
