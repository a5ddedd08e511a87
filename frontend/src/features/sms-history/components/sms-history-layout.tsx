import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export type HistoryTab = 'cellphone' | 'id';

/** SMS History's heading and its two tabs (spec 2 §2.1); the global variant is the administrators' view. */
export function SmsHistoryLayout({
  global,
  tab,
  children,
}: {
  global: boolean;
  tab: HistoryTab;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={global ? 'Global SMS History' : 'SMS History'}
        summary={
          global
            ? 'Every account’s SMS activity for a cellphone or ID number (administrators only).'
            : 'Every SMS sent to, or received from, a cellphone in your account.'
        }
        gap={2}
      />
      <Tabs
        value={tab}
        aria-label="SMS History searches"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="cellphone"
          label="History by Cellphone"
          component={RouterLink}
          to={global ? paths.sms.globalHistory.path : paths.sms.history.path}
        />
        <Tab
          value="id"
          label="Cellphones by ID Number"
          component={RouterLink}
          to={global ? paths.sms.globalHistoryId.getHref() : paths.sms.historyId.getHref()}
        />
      </Tabs>
      {children}
    </>
  );
}
