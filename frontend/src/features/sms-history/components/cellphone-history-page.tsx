import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CellphoneHistoryResults } from './cellphone-history-results';
import { HistorySearchForm } from './history-search-form';
import { SmsHistoryLayout } from './sms-history-layout';

/**
 * History by Cellphone (spec 2 §2.2): routes smsHistoryCellphone and globalSmsHistoryCellphone. With a
 * number in the route (or, from older links, ?cellphonenumber=) the search runs at once.
 */
export function CellphoneHistoryPage({ global }: { global: boolean }) {
  const { msisdn } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const cellphone = msisdn ?? query.get('cellphonenumber') ?? null;
  const hrefOf = global ? paths.sms.globalHistoryCellphone.getHref : paths.sms.historyCellphone.getHref;
  return (
    <SmsHistoryLayout global={global} tab="cellphone">
      <HistorySearchForm
        label="Cellphone"
        searched={cellphone ?? ''}
        inputMode="tel"
        onSearch={(value) => void navigate(hrefOf(value))}
      />
      {cellphone !== null && (
        <CellphoneHistoryResults key={cellphone} cellphone={cellphone} global={global} />
      )}
    </SmsHistoryLayout>
  );
}
