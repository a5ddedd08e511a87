import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

const pagerText = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByText(/^(\d+|…)$/)
    .map((node) => node.textContent)
    .join(' ');

describe('Pager', () => {
  it('shows page 1 of 20 as 1 2 3 4 5 … 20', () => {
    render(<Pager page={1} totalRows={200} pageSize={10} onPageChange={() => {}} />);
    expect(pagerText()).toBe('1 2 3 4 5 … 20');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('shows page 10 of 20 as 1 … 8 9 10 11 12 … 20', () => {
    render(<Pager page={10} totalRows={200} pageSize={10} onPageChange={() => {}} />);
    expect(pagerText()).toBe('1 … 8 9 10 11 12 … 20');
    expect(screen.getByText('Showing 91–100 of 200')).toBeInTheDocument();
  });

  it('shows the last page with the gap at the start', () => {
    render(<Pager page={20} totalRows={195} pageSize={10} onPageChange={() => {}} />);
    expect(pagerText()).toBe('1 … 16 17 18 19 20');
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByText('Showing 191–195 of 195')).toBeInTheDocument();
  });

  it('reports the page chosen by each control', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={10} totalRows={200} pageSize={10} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([12, 11, 9, 1, 20]);
  });

  it('does not report the current page again', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={3} totalRows={100} pageSize={10} onPageChange={onPageChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('hides the buttons when everything fits on one page', () => {
    render(<Pager page={1} totalRows={7} pageSize={10} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–7 of 7')).toBeInTheDocument();
  });
});
