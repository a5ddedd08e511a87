import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavMenu } from './nav-menu';

const renderAt = (path: string, role: 'Admin' | 'Client') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavMenu role={role} />
    </MemoryRouter>,
  );

describe('NavMenu', () => {
  it('links every product area to its spec path', () => {
    renderAt('/', 'Admin');
    const expected: Record<string, string> = {
      Dashboard: '/',
      'SMS Campaigns': '/smsmarketing/smscampaigns',
      'SMS Lists': '/smsmarketing/sms-lists',
      'SMS Inbox': '/smsmarketing/sms-inbox',
      'SMS History': '/smsmarketing/sms-history',
      'Email Campaigns': '/emailmarketing/emailcampaigns',
      'Email Lists': '/emailmarketing/email-lists',
      Reports: '/reports',
      'Cross-Campaign Report': '/smsmarketing/cross-campaign-disposition',
      Pages: '/pages',
      'Webhooks History': '/webhook-history',
      'Wrapper Logs': '/wrapper-logs',
      Settings: '/settings',
      Users: '/admin/users',
      'Global SMS History': '/smsmarketing/global-sms-history',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('hides Users and Global SMS History from clients', () => {
    renderAt('/', 'Client');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Global SMS History' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('highlights the active area, including its sub-paths', () => {
    renderAt('/smsmarketing/sms-lists/new', 'Client');
    expect(screen.getByRole('link', { name: 'SMS Lists' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'SMS Lists' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('highlights an area on the other paths that belong to it', () => {
    renderAt('/smsmarketing/sms-campaigns/42', 'Client');
    expect(screen.getByRole('link', { name: 'SMS Campaigns' })).toHaveAttribute('aria-current', 'page');
  });
});
