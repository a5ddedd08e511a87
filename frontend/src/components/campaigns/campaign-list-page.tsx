import AddIcon from '@mui/icons-material/Add';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ListPanel } from '@/components/ui/list-panel';
import { SortableTable, type SortableColumn, type SortState } from '@/components/ui/sortable-table';

/** What the page reads of the campaign list's SWR response. */
export type CampaignListResponse<Row> = {
  data?: { rows: Row[]; totalRows: number };
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
};

export type CampaignListPageProps<Row extends { id: number }> = {
  title: string;
  countTestId: string;
  /** Segment Build History. */
  historyHref: string;
  createHref: string;
  /** The filters above the table. */
  filters: ReactNode;
  state: {
    sort: SortState;
    setSort: (sort: SortState) => void;
    page: number;
    setPage: (page: number) => void;
    /** null while the list waits (e.g. for the categories a URL filter needs). */
    request: unknown;
  };
  list: CampaignListResponse<Row>;
  columns: SortableColumn<Row>[];
  /** The table's accessible name. */
  tableLabel: string;
  emptyText: string;
  pageSize: number;
  /** The row actions' confirmation. */
  children: ReactNode;
};

/** A campaign list (SMS spec 1 §2.1, e-mail spec 2 §2.10): header, filters, sortable table, pager. */
export function CampaignListPage<Row extends { id: number }>({
  title,
  countTestId,
  historyHref,
  createHref,
  filters,
  state,
  list,
  columns,
  tableLabel,
  emptyText,
  pageSize,
  children,
}: CampaignListPageProps<Row>) {
  const { page, setPage } = state;

  return (
    <>
      <PageHeader
        title={title}
        summary={`Number of campaigns: ${list.data?.totalRows ?? '…'}`}
        summaryTestId={countTestId}
        actions={
          <>
            <Button
              component={RouterLink}
              to={historyHref}
              variant="outlined"
              startIcon={<HistoryOutlined />}
            >
              Segment Build History
            </Button>
            <Button component={RouterLink} to={createHref} variant="contained" startIcon={<AddIcon />}>
              Create Campaign
            </Button>
          </>
        }
      />

      <ListPanel
        filters={filters}
        cellPaddingX={0.75}
        error={list.error}
        loading={list.isLoading}
        onRetry={() => void list.mutate()}
        paging={{ page, totalRows: list.data?.totalRows, pageSize, onPageChange: setPage }}
      >
        <SortableTable
          label={tableLabel}
          columns={columns}
          rows={list.data?.rows ?? []}
          getRowKey={(row) => row.id}
          sort={state.sort}
          onSortChange={state.setSort}
          emptyText={emptyText}
          loading={list.isLoading || state.request === null}
        />
      </ListPanel>

      {children}
    </>
  );
}
