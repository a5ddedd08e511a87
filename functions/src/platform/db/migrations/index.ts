import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-foundation';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
};
