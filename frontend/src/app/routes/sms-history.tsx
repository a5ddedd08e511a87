import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CellphoneHistoryPage } from '@/features/sms-history/components/cellphone-history-page';
import { IdNumberHistoryPage } from '@/features/sms-history/components/id-number-history-page';

/** Routes smsHistoryCellphone (/smsmarketing/sms-history[/{msisdn}]). */
export function SmsHistoryCellphoneRoute() {
  return <CellphoneHistoryPage global={false} />;
}

/** Route globalSmsHistoryCellphone (administrators). */
export function GlobalSmsHistoryCellphoneRoute() {
  return <CellphoneHistoryPage global />;
}

/** Route smsHistoryId (/smsmarketing/sms-history/id). */
export function SmsHistoryIdRoute() {
  return <IdNumberHistoryPage global={false} />;
}

/** Route globalSmsHistoryId (administrators). */
export function GlobalSmsHistoryIdRoute() {
  return <IdNumberHistoryPage global />;
}

/** The inbox's From link (spec 1 §2.8: /smsmarketing/searchsmshistory/?cellphonenumber=): that number's history. */
export function SearchSmsHistoryRedirect() {
  const [query] = useSearchParams();
  const cellphone = query.get('cellphonenumber')?.trim();
  return (
    <Navigate
      to={cellphone ? paths.sms.historyCellphone.getHref(cellphone) : paths.sms.history.path}
      replace
    />
  );
}
