import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('legal pages', () => {
  it('opens /legal on the Terms of Use tab, with the terms’ facts, for a signed-out visitor', async () => {
    mockApi(sessionRoutes(null));
    const { router } = renderApp('/legal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal/terms-of-use');
    expect(screen.getByRole('tab', { name: 'Terms of Use' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Payment is by buying credits online/)).toBeInTheDocument();
    expect(screen.getByText(/All charges exclude VAT/)).toBeInTheDocument();
    expect(screen.getByText(/runs for as long as you use it/)).toBeInTheDocument();
    expect(screen.getByText(/must be remedied within 7 days of that notice/)).toBeInTheDocument();
    expect(screen.getByText(/08h00 to 16h30, Monday to Friday/)).toBeInTheDocument();
    expect(screen.getByText(/governed by English law/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms of Use | Acme Messaging'));
    // The legal layout: no development warning.
    expect(screen.queryByText(/This is a development version/)).not.toBeInTheDocument();
  });

  it('switches to the Privacy Policy tab, whose heading and date follow', async () => {
    mockApi(sessionRoutes(null));
    const { router } = renderApp('/legal/terms-of-use');
    await userEvent.click(await screen.findByRole('tab', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal/privacy-policy');
    expect(screen.getByText(/This policy is effective 1 June 2019/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Acme Messaging'));
  });
});
