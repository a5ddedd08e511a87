import type { ColumnType } from 'kysely';

/** A provider's routing state: Ok (full weight), Degraded (out of spreads), Recovering (a ramp weight). */
export type HealthState = 'Ok' | 'Degraded' | 'Recovering';

/** One row per provider, written by the health evaluator once a minute (migration 0045). */
export interface SmsProviderHealthTable {
  provider_id: number;
  account_id: number;
  state: HealthState;
  /** Its share in a spread, 0..100 (Ok 100, Degraded 0, Recovering the ramp step's). */
  weight: number;
  /** When the current state began. */
  since: Date;
  /** When the state or weight last changed: measurements are taken from here on (never from before). */
  changed_at: Date;
  /** Degraded: the cool-down's end; Recovering: the ramp step's end; Ok: null. */
  until: Date | null;
  reason: string | null;
  hour_judged: number;
  hour_delivered: number;
  delivery_rate: ColumnType<string | null, string | number | null, string | number | null>;
  norm_rate: ColumnType<string | null, string | number | null, string | number | null>;
  error_attempts: number;
  error_count: number;
  error_rate: ColumnType<string | null, string | number | null, string | number | null>;
  evaluated_at: Date;
}

/** Per provider and closed UTC hour: messages judged and delivered (the 7-day norm's roll-up). */
export interface SmsProviderDeliveryHoursTable {
  provider_id: number;
  hour: Date;
  judged: number;
  delivered: number;
}

/** Provider-side failures per provider and second, over shard rows. */
export interface SmsProviderErrorsTable {
  provider_id: number;
  at: Date;
  shard: number;
  errors: number;
}
