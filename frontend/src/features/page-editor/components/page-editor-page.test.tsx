import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { PageDetails } from '../api/page-editor-api';
import { SAVED_TEXT } from './page-editor-page';

// GrapesJS itself is exercised by the browser test; here a stand-in builder records what the screen does.
const builder = vi.hoisted(() => ({
  applied: [] as string[],
  loaded: [] as unknown[],
  commands: [] as string[],
}));
vi.mock('../utils/builder', () => ({
  MANAGE_FIELDS_COMMAND: 'page-editor:manage-fields',
  createBuilder: async () => ({
    on: () => undefined,
    destroy: () => undefined,
    runCommand: (id: string) => builder.commands.push(id),
    stopCommand: () => undefined,
    Commands: { isActive: () => false },
  }),
  loadContent: (_editor: unknown, content: { json: string | null; html: string | null }) => {
    builder.loaded.push(content);
    return !!(content.json ?? content.html);
  },
  applyTemplate: (_editor: unknown, template: { html: string }) => builder.applied.push(template.html),
  pageContent: () => ({ html: '<!doctype html><body>saved</body>', json: '{"pages":[]}' }),
}));

const page = (patch: Partial<PageDetails> = {}): PageDetails => ({
  id: 1,
  key: 'promo',
  name: 'Spring promo',
  title: 'Spring',
  html: null,
  json: null,
  publicUrl: 'http://127.0.0.1:8381/promo',
  archived: false,
  createdDate: '2026-11-23 09:00',
  contentVersion: 0,
  fields: [],
  formSubmitActions: {
    formSubmitPageAction: { type: 0, message: null, redirectUrl: null, otherPageId: null },
    formSubmitLeadAction: { type: 0, postUrl: null, httpVerb: null, contentType: null, parameters: [] },
  },
  smsCampaigns: {},
  emailCampaigns: {},
  pagesThatRedirectToThisOne: {},
  ...patch,
});

const TEMPLATES = [
  { id: 'blank', name: 'Blank (one column)', thumbnailUrl: '/page-templates/blank.png' },
  { id: 'lead-capture', name: 'Lead Capture', thumbnailUrl: '/page-templates/lead-capture.png' },
];

function routes(details: PageDetails, extra: MockRoutes = {}): MockRoutes {
  return {
    ...sessionRoutes(clientUser),
    'GET /api/pages/promo': { body: details },
    'GET /api/pages/templates': { body: TEMPLATES },
    'GET /api/pages/templates/blank': {
      body: { id: 'blank', name: 'Blank', html: '<div>blank</div>', css: '' },
    },
    'GET /api/pages/templates/lead-capture': {
      body: { id: 'lead-capture', name: 'Lead Capture', html: '<div>lead</div>', css: '' },
    },
    ...extra,
  };
}

describe('the page content editor', () => {
  beforeEach(() => {
    builder.applied = [];
    builder.loaded = [];
    builder.commands = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts an empty page from the blank template and opens Pick a Template by itself', async () => {
    const user = userEvent.setup();
    mockApi(routes(page()));
    renderApp('/pages/promo/content');
    const picker = await screen.findByRole('dialog', { name: 'Pick a Template' });
    expect(builder.applied).toEqual(['<div>blank</div>']);
    const lead = await within(picker).findByTestId('template-lead-capture');
    expect(within(lead).getByText('Lead Capture')).toBeInTheDocument();
    expect(lead.querySelector('img')).toHaveAttribute('src', '/page-templates/lead-capture.png');
    await user.click(within(lead).getByRole('button', { name: 'Use Lead Capture' }));
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    expect(builder.applied).toEqual(['<div>blank</div>', '<div>lead</div>']);
    expect(document.title).toMatch(/^Edit Page/);
  });

  it('loads stored content without the picker, and Save posts html and json', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    mockApi(
      routes(page({ html: '<p>x</p>', json: '{"pages":[]}' }), {
        'POST /api/pages/promo/content': (init) => {
          posted.push(JSON.parse(String(init?.body)));
          return { status: 204 };
        },
      }),
    );
    renderApp('/pages/promo/content');
    expect(await screen.findByRole('heading', { name: 'Edit Page' })).toBeInTheDocument();
    await waitFor(() => expect(builder.loaded).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Pick a Template' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    expect(posted).toEqual([{ html: '<!doctype html><body>saved</body>', json: '{"pages":[]}' }]);
    await user.click(screen.getByRole('button', { name: 'Manage Fields' }));
    expect(builder.commands).toEqual(['page-editor:manage-fields']);
  });
});
