import type { Generated } from 'kysely';

/** One e-mailed download link of a cross-campaign report (migration 0021): the token's hash only. */
export interface SmsReportLinksTable {
  id: Generated<number>;
  report_id: number;
  /** SHA-256 of the token in the link. */
  token_hash: Buffer;
  email: string;
  expires_at: Date;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  uses: Generated<number>;
}

export type ReportCadence = 'Daily' | 'Weekly' | 'Monthly';

/** A cross-campaign report that ops scheduled for an account (migration 0021). */
export interface SmsReportSchedulesTable {
  id: Generated<number>;
  account_id: number;
  created_by: number;
  /** The addresses the link goes to, comma separated. */
  emails: string;
  /** The archive password, sealed (platform/crypto). */
  password_sealed: Buffer;
  include_message: number;
  include_custom_fields: number;
  cadence: ReportCadence;
  status: Generated<'Active' | 'Paused'>;
  /** When the next report is due (the start of the next period, UTC). */
  next_run_at: Date;
  last_queued_at: Date | null;
  created_at: Generated<Date>;
}
