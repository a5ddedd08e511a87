import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSettings, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { useChatPopup } from './use-chat-popup';

const CLIENT_URL = 'http://127.0.0.1:9/crisp-stand-in/l.js';

function Probe({ visible }: { visible: boolean }) {
  useChatPopup(visible);
  return null;
}

const renderProbe = (visible: boolean) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Probe visible={visible} />
    </SWRConfig>,
  );

const crispScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === CLIENT_URL);
const crispQueue = () => (window as unknown as { $crisp?: unknown[][] }).$crisp ?? [];

describe('useChatPopup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing when no chat service is configured', async () => {
    const fetchMock = mockApi(sessionRoutes(null));
    renderProbe(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(crispQueue()).toEqual([]);
  });

  it('loads the configured chat service on a flagged route, shows it, and hides it elsewhere', async () => {
    const chat = { provider: 'crisp' as const, websiteId: 'site-123', clientUrl: CLIENT_URL };
    mockApi(sessionRoutes(null, { ...publicSettings, chat }));
    const first = renderProbe(true);
    await vi.waitFor(() => expect(crispScripts()).toHaveLength(1));
    expect((window as unknown as { CRISP_WEBSITE_ID: string }).CRISP_WEBSITE_ID).toBe('site-123');
    await vi.waitFor(() => expect(crispQueue()).toContainEqual(['do', 'chat:show']));
    first.unmount();

    renderProbe(false);
    await vi.waitFor(() => expect(crispQueue()).toContainEqual(['do', 'chat:hide']));
    expect(crispScripts()).toHaveLength(1);
  });
});
