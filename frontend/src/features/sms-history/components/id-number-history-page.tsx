import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { IdNumberCellphoneRow } from '@contracts/sms-history/sms-history.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';
import { useIdNumberHistory } from '../api/history';
import { NO_CELLPHONES_TEXT } from '../utils/history-texts';
import { HistorySearchForm } from './history-search-form';
import { SmsHistoryLayout } from './sms-history-layout';

function columnsFor(global: boolean): SortableColumn<IdNumberCellphoneRow>[] {
  const historyOf = global ? paths.sms.globalHistoryCellphone.getHref : paths.sms.historyCellphone.getHref;
  return [
    { field: 'cellphone', header: 'Cellphone' },
    ...(global ? [{ field: 'account', header: 'Account' }] : []),
    {
      field: 'actions',
      header: 'Actions',
      render: (row) => (
        <Button size="small" variant="outlined" component={RouterLink} to={historyOf(row.cellphone)}>
          View History
        </Button>
      ),
    },
  ];
}

/** Cellphones by ID Number (spec 2 §2.3): routes smsHistoryId and globalSmsHistoryId. */
export function IdNumberHistoryPage({ global }: { global: boolean }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const idNumber = query.get('idnumber');
  const history = useIdNumberHistory(idNumber || null, global);
  const hrefOf = global ? paths.sms.globalHistoryId.getHref : paths.sms.historyId.getHref;
  const total = history.data?.totalRows ?? 0;
  return (
    <SmsHistoryLayout global={global} tab="id">
      <HistorySearchForm
        label="ID Number"
        searched={idNumber ?? ''}
        inputMode="numeric"
        onSearch={(value) => void navigate(hrefOf(value))}
      />
      {idNumber && (
        <Paper component="section" variant="outlined" aria-label="Cellphones" sx={{ overflow: 'hidden' }}>
          {history.data === undefined && history.isLoading && (
            <Typography role="status" color="text.secondary" sx={{ p: 2 }} data-testid="history-id-loading">
              Searching for cellphones...
            </Typography>
          )}
          {history.error !== undefined && !history.isLoading && (
            <RetryAlert error={history.error} onRetry={() => void history.mutate()} sx={{ m: 2 }} />
          )}
          {history.data !== undefined && (
            <>
              {total > 0 && (
                <Typography color="text.secondary" sx={{ px: 2, pt: 2 }} data-testid="history-id-count">
                  {`${countText(total)} ${total === 1 ? 'cellphone' : 'cellphones'} found.`}
                </Typography>
              )}
              <SortableTable
                label="Cellphones"
                columns={columnsFor(global)}
                rows={history.data.rows}
                getRowKey={(row) => `${row.account ?? ''} ${row.cellphone}`}
                emptyText={NO_CELLPHONES_TEXT}
                loading={history.isLoading}
              />
            </>
          )}
        </Paper>
      )}
    </SmsHistoryLayout>
  );
}
