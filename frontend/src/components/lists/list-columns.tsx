import type { ReactNode } from 'react';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { countText } from '@/lib/format';
import { listDateText } from './list-display';

/** The fields a row of the lists table shows. */
export type ListTableRow = {
  id: number;
  dateCreated: string;
  contacts: number;
  optouts: number;
  dmaOptouts: number;
};

export type ListColumnsOptions<Row> = {
  name: (row: Row) => ReactNode;
  status: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
  /** Hide Contacts and Status below sm (the name cell shows them there instead). */
  detailsUnderName?: boolean;
};

/** The lists' columns (spec 1 §2.4); the server sorts by id, name, dateCreated, contacts, optouts and dmaOptouts. */
export function listColumns<Row extends ListTableRow>({
  name,
  status,
  actions,
  detailsUnderName = false,
}: ListColumnsOptions<Row>): SortableColumn<Row>[] {
  const narrowHidden = detailsUnderName ? ({ hideBelow: 'sm' } as const) : {};
  return [
    { field: 'id', header: 'List Id', sortable: true, hideBelow: 'sm', width: 52, wrapHeader: true },
    { field: 'name', header: 'Name', sortable: true, render: name },
    {
      field: 'dateCreated',
      header: 'Date Created',
      sortable: true,
      hideBelow: 'md',
      width: 100,
      wrapHeader: true,
      render: (row) => listDateText(row.dateCreated),
    },
    {
      field: 'contacts',
      header: 'Contacts',
      sortable: true,
      align: 'right',
      ...narrowHidden,
      width: 76,
      wrapHeader: true,
      render: (row) => countText(row.contacts),
    },
    {
      field: 'optouts',
      header: 'Optouts',
      sortable: true,
      align: 'right',
      hideBelow: 'sm',
      width: 76,
      wrapHeader: true,
      render: (row) => countText(row.optouts),
    },
    {
      field: 'dmaOptouts',
      header: 'DMA Optouts',
      sortable: true,
      align: 'right',
      hideBelow: 'md',
      width: 76,
      wrapHeader: true,
      render: (row) => countText(row.dmaOptouts),
    },
    { field: 'status', header: 'Status', ...narrowHidden, width: 112, render: status },
    { field: 'actions', header: 'Actions', align: 'right', sticky: 'right', render: actions },
  ];
}
