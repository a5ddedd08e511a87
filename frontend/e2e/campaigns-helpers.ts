import { expect, type Page } from '@playwright/test';

/** The campaign tests work in the Globex Foods account (any signed-in user may manage campaigns). */
export const CAMPAIGN_USER = 'carol@globex.test';

/** A name no earlier run has used. */
export const uniqueName = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Calls the API from the signed-in page, as the SPA does (session cookie, CSRF header, same origin). */
export async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const csrf = /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]*)/.exec(document.cookie)?.[1];
      const response = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text };
    },
    { method, url, body },
  );
  expect(answer.status, `${method} ${url}: ${answer.text}`).toBeLessThan(300);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

/** Creates a transactional campaign through the API; answers its id. */
export async function createCampaign(
  page: Page,
  name: string,
  category: { categoryId: number } | { newCategoryName: string },
): Promise<number> {
  const { id } = await callApi<{ id: number }>(page, 'POST', '/api/sms/campaigns/transactional', {
    name,
    ...category,
  });
  return id;
}

/** The category id of a campaign. */
export async function categoryIdOf(page: Page, campaignId: number): Promise<number> {
  const campaign = await callApi<{ category: { id: number } }>(
    page,
    'GET',
    `/api/sms/campaigns/${campaignId}`,
  );
  return campaign.category.id;
}

/** The campaign list's table. */
export const campaignTable = (page: Page) => page.getByRole('table', { name: 'SMS campaigns' });

/** The campaign names the list shows, in order. */
export const listedNames = (page: Page) => campaignTable(page).getByTestId('campaign-name');

/** The table row of a campaign. */
export const rowOf = (page: Page, name: string) =>
  campaignTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByTestId('campaign-name').getByText(name, { exact: true }) });
