import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import type { Role } from '@contracts/auth/auth.schemas';
import { paths } from './paths';

export type ProductAreaGroup =
  'SMS marketing' | 'Email marketing' | 'Insights' | 'Tools' | 'Account' | 'Administration';

export type ProductArea = {
  /** Navigation label and document title. */
  title: string;
  path: string;
  group: ProductAreaGroup;
  description: string;
  icon: SvgIconComponent;
  /** Shown only to users with this role. */
  role?: Role;
  /** Other path prefixes that belong to the area (highlighted in the menu). */
  alsoUnder?: readonly string[];
};

/** The product areas the navigation menu and the dashboard link to, in menu order. */
export const productAreas: readonly ProductArea[] = [
  {
    title: 'SMS Campaigns',
    path: paths.sms.campaigns.path,
    alsoUnder: ['/smsmarketing/sms-campaigns', paths.segmentBuildHistory.path],
    group: 'SMS marketing',
    icon: CampaignOutlined,
    description: 'Create, schedule and monitor SMS campaigns.',
  },
  {
    title: 'SMS Lists',
    path: paths.sms.lists.path,
    alsoUnder: [paths.listProcessQueue.path],
    group: 'SMS marketing',
    icon: ListAltOutlined,
    description: 'Import and manage the contact lists you send to.',
  },
  {
    title: 'SMS Inbox',
    path: paths.sms.inbox.path,
    group: 'SMS marketing',
    icon: InboxOutlined,
    description: 'Read replies, leads and opt-outs from your recipients.',
  },
  {
    title: 'SMS History',
    path: paths.sms.history.path,
    group: 'SMS marketing',
    icon: HistoryOutlined,
    description: 'Look up every message sent to a cellphone or ID number.',
  },
  {
    title: 'Email Campaigns',
    path: paths.email.campaigns.path,
    group: 'Email marketing',
    icon: MailOutlined,
    description: 'Browse, copy and archive your email campaigns.',
  },
  {
    title: 'Email Lists',
    path: paths.email.lists.path,
    group: 'Email marketing',
    icon: ContactsOutlined,
    description: 'Keep your email subscribers organised.',
  },
  {
    title: 'Reports',
    path: paths.reports.path,
    group: 'Insights',
    icon: AssessmentOutlined,
    description: 'Monthly, daily and cross-campaign performance.',
  },
  {
    title: 'Monthly Overview By Campaign',
    path: paths.sms.monthlyOverview.path,
    group: 'Insights',
    icon: CalendarMonthOutlined,
    description: "Each campaign's sends, deliveries, leads, clicks, cost and profit for a month.",
  },
  {
    title: 'Daily Overview By Campaign',
    path: paths.sms.dailyOverview.path,
    group: 'Insights',
    icon: TodayOutlined,
    description: "Each campaign's numbers for one day or a date range.",
  },
  {
    title: 'SMS Overview By Category',
    path: paths.sms.categoryOverview.path,
    group: 'Insights',
    icon: CategoryOutlined,
    description: 'Your campaigns grouped by category, with totals.',
  },
  {
    title: 'Cross-Campaign Report',
    path: paths.sms.crossCampaignReport.path,
    group: 'Insights',
    icon: SummarizeOutlined,
    description: 'Every message of a period with its disposition, e-mailed as a protected archive.',
  },
  {
    title: 'Pages',
    path: paths.pages.path,
    group: 'Tools',
    icon: WebOutlined,
    description: 'Build landing pages with lead-capture forms.',
  },
  {
    title: 'Webhooks History',
    path: paths.webhooksHistory.path,
    group: 'Tools',
    icon: WebhookOutlined,
    description: 'Review the web-hook calls made for your account.',
  },
  {
    title: 'Wrapper Logs',
    path: paths.wrapperLogs.path,
    group: 'Tools',
    icon: StorageOutlined,
    description: 'Map tables in external databases to logs.',
  },
  {
    title: 'Settings',
    path: paths.settings.path,
    group: 'Account',
    icon: SettingsOutlined,
    description: 'Account-wide preferences and API details.',
  },
  {
    title: 'Users',
    path: paths.admin.users.path,
    group: 'Administration',
    icon: AdminPanelSettingsOutlined,
    description: 'Manage users, archive accounts and create invoices.',
    role: 'Admin',
  },
  {
    title: 'Global SMS History',
    path: paths.sms.globalHistory.path,
    group: 'Administration',
    icon: TravelExploreOutlined,
    description: 'Look up a cellphone or ID number across every account.',
    role: 'Admin',
  },
  {
    title: 'Report Builds',
    path: paths.admin.reportBuilds.path,
    group: 'Administration',
    icon: QueryStatsOutlined,
    description:
      'Overview rebuilds, consolidation runs and scheduled cross-campaign reports of every account.',
    role: 'Admin',
  },
];

/** The areas a user with this role may see. */
export const productAreasFor = (role: Role | undefined): ProductArea[] =>
  productAreas.filter((area) => !area.role || area.role === role);
