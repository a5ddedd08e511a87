import type { ColumnType, Generated } from 'kysely';

export type EmailSendStatus =
  'Queued' | 'Sending' | 'Sent' | 'Failed' | 'Suppressed' | 'Bounced' | 'Complained';

/** One e-mail of a campaign to one address, or a test send (migration 0024). */
export interface EmailSendsTable {
  id: Generated<number>;
  account_id: number;
  campaign_id: number;
  list_contact_id: number | null;
  is_test: Generated<number>;
  /** 1 for the first send; a recycled campaign sends again in the next round. */
  send_round: Generated<number>;
  /** Lower-cased. */
  email: string;
  status: EmailSendStatus;
  /** Unguessable id in the open pixel, click and unsubscribe links (22 url-safe characters). */
  tracking_token: string;
  provider_message_id: string | null;
  fail_reason: string | null;
  send_attempts: Generated<number>;
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  enqueued_at: Date | null;
  sent_at: Date | null;
  first_opened_at: Date | null;
  first_clicked_at: Date | null;
  bounced_at: Date | null;
  complained_at: Date | null;
  /** The SES Delivery event's time (migration 0043). */
  delivered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the drain handed it to the send queue (migration 0033); null while it waits for a send window. */
  released_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A retry's due time. */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** send_round, or null for a test send (generated; unique with campaign and address). */
  round_key: ColumnType<number | null, never, never>;
}

/** Per campaign: the round being sent and the drain's release cursor (migration 0033). */
export interface EmailCampaignSendingTable {
  campaign_id: number;
  send_round: Generated<number>;
  build_started_at: Date | null;
  built_at: Date | null;
  members: Generated<number>;
  release_cursor_at: Date | null;
}

/** Engagement types (spec 1 §9): Opens 1, Clicks 2, Conversions 3. */
export const ENGAGEMENT_TYPE = { Opens: 1, Clicks: 2, Conversions: 3 } as const;

/** Per campaign, engagement type and address: first and last time, and how often. */
export interface EmailEngagementsTable {
  account_id: number;
  campaign_id: number;
  type: number;
  email: string;
  send_id: number | null;
  first_at: Date;
  last_at: Date;
  hits: Generated<number>;
}

export type EmailSuppressionReason = 'Unsubscribe' | 'Bounce' | 'Complaint' | 'Manual';

/** An address the account may no longer e-mail. */
/** One suppression (0024; 0038: an id, and lifted ones kept as history, no longer suppressing). */
export interface EmailSuppressionsTable {
  id: Generated<number>;
  account_id: number;
  email: string;
  reason: EmailSuppressionReason;
  campaign_id: number | null;
  created_at: Generated<Date>;
  lifted_at: Date | null;
  lifted_by_user_id: number | null;
  /** Generated: the address while active, NULL once lifted (unique per account). */
  active_email: Generated<string | null>;
}

export type EmailSendingDomainStatus = 'Pending' | 'Verified' | 'Failed';

/** A domain the account sends from (migration 0030): an SES e-mail identity and its verification. */
export interface EmailSendingDomainsTable {
  account_id: number;
  /** Lower-cased. */
  domain: string;
  status: Generated<EmailSendingDomainStatus>;
  created_at: Generated<Date>;
  verified_at: Date | null;
  /** Set when the account's last user was archived (migration 0036): the domain no longer sends. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
