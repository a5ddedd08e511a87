import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-sms-campaigns';
import * as m0003 from './0003-sms-lists';
import * as m0004 from './0004-list-contacts';
import * as m0005 from './0005-mysql-sources';
import * as m0006 from './0006-dma-uploads';
import * as m0007 from './0007-job-leases';
import * as m0008 from './0008-upload-versions';
import * as m0009 from './0009-page-indexes';
import * as m0010 from './0010-sign-in-throttle';
import * as m0011 from './0011-mysql-require-tls';
import * as m0012 from './0012-sending';
import * as m0013 from './0013-replies';
import * as m0014a from './0014-inbox-search';
import * as m0014 from './0014-webhooks';
import * as m0015 from './0015-scheduled-campaigns';
import * as m0016 from './0016-segment-drain';
import * as m0017 from './0017-sms-history';
import * as m0018 from './0018-sms-overviews';
import * as m0019 from './0019-cross-campaign-report';
import * as m0020 from './0020-sales-data';
import * as m0021 from './0021-report-links-and-schedules';
import * as m0022 from './0022-pages';
import * as m0023 from './0023-custom-fields-and-leads';
import * as m0024 from './0024-email-core';
import * as m0029 from './0029-wrapper-logs';
import * as m0030 from './0030-email-sending-domains';
import * as m0033 from './0033-email-sending';
import * as m0034 from './0034-email-list-imports';
import * as m0035 from './0035-sign-up';
import * as m0036 from './0036-users-admin-invoices';
import * as m0037 from './0037-email-address-collation';
import * as m0038 from './0038-ses-suppression-lifts';
import * as m0039 from './0039-sending-domain-owner';
import * as m0040 from './0040-optout-confirmation';
import * as m0041 from './0041-sender-name';
import * as m0042 from './0042-consent-lookup';
import * as m0043 from './0043-twilio-provider-types';
import * as m0044 from './0044-dispatch-log-builds';
import * as m0045 from './0045-provider-health';
import * as m0046 from './0046-replay-callbacks';
import * as m0047 from './0047-ab-tests';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-sms-campaigns': m0002,
  '0003-sms-lists': m0003,
  '0004-list-contacts': m0004,
  '0005-mysql-sources': m0005,
  '0006-dma-uploads': m0006,
  '0007-job-leases': m0007,
  '0008-upload-versions': m0008,
  '0009-page-indexes': m0009,
  '0010-sign-in-throttle': m0010,
  '0011-mysql-require-tls': m0011,
  '0012-sending': m0012,
  '0013-replies': m0013,
  '0014-inbox-search': m0014a,
  '0014-webhooks': m0014,
  '0015-scheduled-campaigns': m0015,
  '0016-segment-drain': m0016,
  '0017-sms-history': m0017,
  '0018-sms-overviews': m0018,
  '0019-cross-campaign-report': m0019,
  '0020-sales-data': m0020,
  '0021-report-links-and-schedules': m0021,
  '0022-pages': m0022,
  '0023-custom-fields-and-leads': m0023,
  '0024-email-core': m0024,
  '0029-wrapper-logs': m0029,
  '0030-email-sending-domains': m0030,
  '0033-email-sending': m0033,
  '0034-email-list-imports': m0034,
  '0035-sign-up': m0035,
  '0036-users-admin-invoices': m0036,
  '0037-email-address-collation': m0037,
  '0038-ses-suppression-lifts': m0038,
  '0039-sending-domain-owner': m0039,
  '0040-optout-confirmation': m0040,
  '0041-sender-name': m0041,
  '0042-consent-lookup': m0042,
  '0043-twilio-provider-types': m0043,
  '0044-dispatch-log-builds': m0044,
  '0045-provider-health': m0045,
  '0046-replay-callbacks': m0046,
  '0047-ab-tests': m0047,
};
