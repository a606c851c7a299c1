import { expect, type Page } from '@playwright/test';

// Shared by the copy-trading browser tests. The server runs as `npm start` runs it: the three
// simulated lead traders step on COPY_LEAD_SIM_TICK_MS (5 s) against the live simulated futures
// market, so a copy sees real moves; no test brings its own lead or trades.

export const LOADED = { timeout: 60_000 };

interface CopyRow {
  copyId: string;
  nickname: string;
  state: string;
}

/** Stops every live copy of the signed-in user (an earlier run's, or a retry's), through the product's own call. */
export async function stopAllCopies(page: Page): Promise<void> {
  const answer = await page.request.get('/v1/copy-trading/copies');
  const copies = ((await answer.json()) as { data: CopyRow[] }).data;
  for (const copy of copies.filter((row) => row.state === 'active'))
    await page.request.post('/v1/copy-trading/unfollow', { data: { copyId: copy.copyId } });
  await expect
    .poll(async () => {
      const again = await page.request.get('/v1/copy-trading/copies');
      return ((await again.json()) as { data: CopyRow[] }).data.filter((row) => row.state !== 'stopped')
        .length;
    }, LOADED)
    .toBe(0);
}

export async function chooseTheme(page: Page, theme: 'black' | 'white', baseURL: string) {
  await page
    .context()
    .addCookies([
      { name: 'tideline_settings', value: encodeURIComponent(JSON.stringify({ theme })), url: baseURL },
    ]);
}
