import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminUser, clientUser } from '@/testing/fixtures';
import { Dashboard } from './dashboard';

const renderFor = (user: typeof adminUser) =>
  render(
    <MemoryRouter>
      <Dashboard user={user} />
    </MemoryRouter>,
  );

describe('Dashboard', () => {
  it('welcomes the user by name and account', () => {
    renderFor(adminUser);
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByText('Platform Ops')).toBeInTheDocument();
    expect(screen.getByText('Last sign-in 2026-03-01 09:30', { exact: false })).toBeInTheDocument();
  });

  it('links to every area an admin may open', () => {
    renderFor(adminUser);
    const cards = within(screen.getByRole('navigation', { name: 'Product areas' })).getAllByRole('link');
    expect(cards).toHaveLength(14);
    expect(screen.getByRole('link', { name: /Users/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Global SMS History/ })).toHaveAttribute(
      'href',
      '/smsmarketing/global-sms-history',
    );
  });

  it('leaves out admin-only areas for clients', () => {
    renderFor(clientUser);
    expect(
      within(screen.getByRole('navigation', { name: 'Product areas' })).getAllByRole('link'),
    ).toHaveLength(12);
    expect(screen.queryByRole('link', { name: /Users/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Global SMS History/ })).not.toBeInTheDocument();
  });
});
