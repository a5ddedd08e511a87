import type { SmsAbTestsTable } from '../../ab-tests/ab-tests.table';
import type { AccountsTable } from '../../accounts/accounts.table';
import type { AccountingInvoicesTable, AccountingTokensTable } from '../../accounting/accounting.table';
import type { SmsReportLinksTable, SmsReportSchedulesTable } from '../../report-builds/report-builds.table';
import type { ApiKeysTable } from '../../api-keys/api-keys.table';
import type { SessionsTable, SignInFailuresTable } from '../../auth/auth.table';
import type {
  SmsCampaignListsTable,
  SmsCampaignMessagesTable,
  SmsCampaignsTable,
} from '../../campaigns/campaigns.table';
import type { SmsCategoriesTable } from '../../categories/categories.table';
import type { SmsClicksTable } from '../../clicks/clicks.table';
import type { SmsDeliveryReportsTable } from '../../delivery-reports/delivery-reports.table';
import type { DmaUploadJobsTable, DmaUploadNumbersTable } from '../../dma/dma.table';
import type { EmailMessagesTable } from '../../emails/emails.table';
import type {
  CustomFieldsTable,
  ListImportJobsTable,
  MysqlConnectionStringsTable,
  SmsListContactsTable,
  SmsListsTable,
  SuppressionTable,
  UploadedFilesTable,
} from '../../lists/lists.table';
import type { SmsProvidersTable } from '../../providers/providers.table';
import type {
  SmsProviderDeliveryHoursTable,
  SmsProviderErrorsTable,
  SmsProviderHealthTable,
} from '../../providers/health/health.table';
import type { RateWindowsTable, SmsCampaignStatsTable, SmsMessagesTable } from '../../sending/sending.table';
import type { KeywordsTable } from '../../keywords/keywords.table';
import type { SmsOptoutConfirmationsTable } from '../../optout-confirmations/optout-confirmations.table';
import type { SmsRepliesTable, SmsReplyCountsTable } from '../../replies/replies.table';
import type { SmsSegmentBuildsTable, SmsSegmentMembersTable } from '../../segments/segments.table';
import type { SmsReplyDaysTable } from '../../replies/reply-days.table';
import type { UsersTable } from '../../users/users.table';
import type { SignUpEventsTable, SignUpsTable } from '../../sign-up/sign-up.table';
import type {
  SmsOverviewDaysTable,
  SmsOverviewStateTable,
  SmsReportBuildsTable,
  SmsOverviewMarksTable,
} from '../../overviews/overviews.table';
import type { SmsSalesTable, SmsSalesUploadsTable } from '../../sales-data/sales-data.table';
import type { WebhookAttemptsTable, WebhookCallsTable } from '../../webhooks/webhooks.table';
import type { PageLeadsTable } from '../../public-pages/public-pages.table';
import type { PageAssetsTable, PageFormFieldsTable, PagesTable } from '../../pages/pages.table';
import type {
  EmailCampaignListsTable,
  EmailCampaignsTable,
  EmailCategoriesTable,
} from '../../email-campaigns/email-campaigns.table';
import type { WrapperLogFieldsTable, WrapperLogsTable } from '../../wrapper-logs/wrapper-logs.table';
import type { EmailListContactsTable, EmailListsTable } from '../../email-lists/email-lists.table';
import type {
  EmailCampaignSendingTable,
  EmailEngagementsTable,
  EmailSendingDomainsTable,
  EmailSendsTable,
  EmailSuppressionsTable,
} from '../../email-sending/email-sending.table';

import type { DispatchLogBuildsTable } from '../../dispatch-logs/dispatch-logs.table';
import type {
  SmsDispositionDefaultsTable,
  SmsDispositionReportsTable,
} from '../../disposition-reports/disposition-reports.table';

/** Every table kysely knows about; each area owns its table types. */
export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  email_messages: EmailMessagesTable;
  sms_categories: SmsCategoriesTable;
  sms_providers: SmsProvidersTable;
  sms_provider_health: SmsProviderHealthTable;
  sms_provider_delivery_hours: SmsProviderDeliveryHoursTable;
  sms_provider_errors: SmsProviderErrorsTable;
  sms_campaigns: SmsCampaignsTable;
  sms_campaign_messages: SmsCampaignMessagesTable;
  sms_ab_tests: SmsAbTestsTable;
  sms_lists: SmsListsTable;
  uploaded_files: UploadedFilesTable;
  list_import_jobs: ListImportJobsTable;
  sms_list_contacts: SmsListContactsTable;
  sms_optouts: SuppressionTable;
  sms_optout_confirmations: SmsOptoutConfirmationsTable;
  dma_optouts: SuppressionTable;
  dma_upload_jobs: DmaUploadJobsTable;
  dma_upload_numbers: DmaUploadNumbersTable;
  mysql_connection_strings: MysqlConnectionStringsTable;
  custom_fields: CustomFieldsTable;
  api_keys: ApiKeysTable;
  rate_windows: RateWindowsTable;
  sms_messages: SmsMessagesTable;
  sms_delivery_reports: SmsDeliveryReportsTable;
  sms_clicks: SmsClicksTable;
  sms_campaign_stats: SmsCampaignStatsTable;
  sms_replies: SmsRepliesTable;
  sms_reply_counts: SmsReplyCountsTable;
  sms_reply_days: SmsReplyDaysTable;
  sms_keywords: KeywordsTable;
  webhook_calls: WebhookCallsTable;
  webhook_attempts: WebhookAttemptsTable;
  sms_campaign_lists: SmsCampaignListsTable;
  sms_segment_builds: SmsSegmentBuildsTable;
  sms_segment_members: SmsSegmentMembersTable;
  sms_overview_days: SmsOverviewDaysTable;
  sms_overview_state: SmsOverviewStateTable;
  sms_report_builds: SmsReportBuildsTable;
  sms_disposition_reports: SmsDispositionReportsTable;
  sms_disposition_defaults: SmsDispositionDefaultsTable;
  dispatch_log_builds: DispatchLogBuildsTable;
  sms_overview_marks: SmsOverviewMarksTable;
  sms_sales_uploads: SmsSalesUploadsTable;
  sms_sales: SmsSalesTable;
  sms_report_links: SmsReportLinksTable;
  sms_report_schedules: SmsReportSchedulesTable;
  pages: PagesTable;
  page_form_fields: PageFormFieldsTable;
  page_assets: PageAssetsTable;
  page_leads: PageLeadsTable;
  email_categories: EmailCategoriesTable;
  email_lists: EmailListsTable;
  email_list_contacts: EmailListContactsTable;
  email_campaigns: EmailCampaignsTable;
  email_campaign_lists: EmailCampaignListsTable;
  email_sends: EmailSendsTable;
  email_engagements: EmailEngagementsTable;
  email_suppressions: EmailSuppressionsTable;
  email_sending_domains: EmailSendingDomainsTable;
  email_campaign_sending: EmailCampaignSendingTable;
  wrapper_logs: WrapperLogsTable;
  wrapper_log_fields: WrapperLogFieldsTable;
  sign_ups: SignUpsTable;
  sign_up_events: SignUpEventsTable;
  accounting_invoices: AccountingInvoicesTable;
  accounting_tokens: AccountingTokensTable;
}
