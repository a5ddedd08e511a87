import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, publicSettings, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { DEVELOPMENT_WARNING, DevelopmentWarning } from './development-warning';
import { Footer } from './footer';

const renderFresh = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>{node}</SWRConfig>
    </MemoryRouter>,
  );

describe('Footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the page-level settings and who is signed in', async () => {
    mockApi(sessionRoutes(adminUser));
    renderFresh(<Footer />);
    expect(await screen.findByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    expect(screen.getByText(String(new Date().getFullYear()), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(screen.getByText('Registration number REG-1')).toBeInTheDocument();
    expect(screen.getByText('VAT number VAT-2')).toBeInTheDocument();
    expect(screen.getByText('Version 1.2.3')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Ada Admin (admin@platform.test)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
  });

  it('says when nobody is signed in', async () => {
    mockApi(sessionRoutes(null));
    renderFresh(<Footer />);
    expect(await screen.findByText('Not signed in')).toBeInTheDocument();
  });
});

describe('DevelopmentWarning', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the exact warning for a development version', async () => {
    mockApi(sessionRoutes(null));
    renderFresh(<DevelopmentWarning />);
    expect(await screen.findByText(DEVELOPMENT_WARNING)).toBeInTheDocument();
    expect(DEVELOPMENT_WARNING).toBe(
      'Warning: This is a development version of the product. Do not use this version for sending real campaigns!',
    );
  });

  it('stays hidden for a release version', async () => {
    const fetchMock = mockApi(sessionRoutes(null, { ...publicSettings, developmentVersion: false }));
    renderFresh(<DevelopmentWarning />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(DEVELOPMENT_WARNING)).not.toBeInTheDocument();
  });
});
