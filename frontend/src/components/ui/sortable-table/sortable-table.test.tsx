import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '@/testing/match-media';
import { SortableTable, type SortableColumn } from './sortable-table';

type Campaign = { id: number; name: string; status: string };
const rows: Campaign[] = [
  { id: 1, name: 'Spring sale', status: 'Active' },
  { id: 2, name: 'Winter promo', status: 'Dormant' },
];
const columns: SortableColumn<Campaign>[] = [
  { field: 'id', header: 'Id', sortable: true },
  { field: 'name', header: 'Name', sortable: true, render: (row) => <strong>{row.name}</strong> },
  { field: 'status', header: 'Status', hideBelow: 'md' },
];
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('SortableTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders rows with default and custom cells', () => {
    mockViewportWidth(1280);
    render(
      <SortableTable
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        emptyText="No sms campaigns to show"
      />,
    );
    expect(headers()).toEqual(['Id', 'Name', 'Status']);
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Spring sale', 'Active']);
  });

  it('hides responsive columns below their breakpoint', () => {
    mockViewportWidth(600);
    render(<SortableTable columns={columns} rows={rows} getRowKey={(r) => r.id} emptyText="None" />);
    expect(headers()).toEqual(['Id', 'Name']);
  });

  it('marks the sorted column and toggles its direction', async () => {
    mockViewportWidth(1280);
    const onSortChange = vi.fn();
    render(
      <SortableTable
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        emptyText="None"
        sort={{ field: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: /Id/ }));
    expect(onSortChange.mock.calls).toEqual([
      [{ field: 'name', direction: 'desc' }],
      [{ field: 'id', direction: 'asc' }],
    ]);
  });

  it('offers no sort button for unsortable columns', () => {
    mockViewportWidth(1280);
    render(<SortableTable columns={columns} rows={rows} getRowKey={(r) => r.id} emptyText="None" />);
    expect(
      within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('shows the empty-state text when there are no rows', () => {
    render(
      <SortableTable
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyText="No sms campaigns to show"
      />,
    );
    expect(screen.getByText('No sms campaigns to show')).toBeInTheDocument();
  });

  it('shows a loading state instead of the empty text while loading', () => {
    render(<SortableTable columns={columns} rows={[]} getRowKey={(r) => r.id} emptyText="Nothing" loading />);
    expect(screen.queryByText('Nothing')).not.toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { name: 'Loading rows' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps a sticky column at its edge and lets long headers wrap', () => {
    mockViewportWidth(1280);
    const wide: SortableColumn<Campaign>[] = [
      { field: 'name', header: 'Campaign Finish Date', wrapHeader: true },
      { field: 'id', header: 'Actions', sticky: 'right' },
    ];
    render(<SortableTable columns={wide} rows={rows} getRowKey={(r) => r.id} emptyText="None" />);
    expect(
      getComputedStyle(screen.getByRole('columnheader', { name: 'Campaign Finish Date' })).whiteSpace,
    ).toBe('normal');
    const sticky = screen.getAllByRole('cell').filter((cell) => cell.textContent === '1')[0]!;
    expect(getComputedStyle(sticky).position).toBe('sticky');
    expect(getComputedStyle(sticky).right).toBe('0px');
  });
});
