// Spec §4 "Device fingerprint and terminal code" in real Chromium: two tabs of one browser that
// start at the same moment, with nothing stored yet, agree on one fingerprint and terminal code,
// and each sends that terminal code to the gateway, which binds its device token to it.
import { expect as baseExpect, type Page, type Request, test } from '@playwright/test';
import { DEVICE_IDENTITY_STORAGE_KEY, FINGERPRINT_CLAIM_KEY_PREFIX } from '@tideline/core/fingerprint';
import { DEVICE_TOKEN_HEADER, DEVICE_TOKEN_REFUSAL } from '@tideline/protocol/device-token-paths';
import { DEMO_USER } from '../support/log-in.ts';

// The fingerprint, the token fetch and the probes take seconds when parallel suites load the
// machine; polls wait for them longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });

interface StoredIdentity {
  fingerprint: string;
  terminalCode: string;
}

async function identityState(page: Page) {
  return page.evaluate(
    ({ key, claimPrefix }) => ({
      record: window.localStorage.getItem(key),
      claims: Object.keys(window.localStorage).filter((name) => name.startsWith(claimPrefix)),
    }),
    { key: DEVICE_IDENTITY_STORAGE_KEY, claimPrefix: FINGERPRINT_CLAIM_KEY_PREFIX },
  );
}

/** Submits the login form and answers the login request the page sent. */
async function submitLogin(page: Page): Promise<Request> {
  await page.locator('#login-name').fill(DEMO_USER.email);
  await page.locator('#login-password').fill(DEMO_USER.password);
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/v1/user/login' && request.method() === 'POST',
  );
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  return sent;
}

test('§4 two tabs racing for the fingerprint agree on one, and both send its terminal code', async ({
  context,
}) => {
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  const claimed: string[] = [];
  for (const tab of tabs) {
    // Records every claim a tab writes, so the test sees that both really raced.
    await tab.addInitScript((prefix) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith(prefix)) console.log(`claim ${key}`);
        setItem.call(this, key, value);
      };
    }, FINGERPRINT_CLAIM_KEY_PREFIX);
    tab.on('console', (message) => {
      if (message.text().startsWith('claim ')) claimed.push(message.text());
    });
  }
  await Promise.all(tabs.map((tab) => tab.goto('/login')));

  // Both tabs share the origin's storage: one record, and every claim cleared once it is written.
  for (const tab of tabs) {
    await expect.poll(async () => (await identityState(tab)).record).not.toBeNull();
    await expect.poll(async () => (await identityState(tab)).claims).toEqual([]);
  }
  expect(new Set(claimed).size).toBe(2);
  const stored = JSON.parse((await identityState(tabs[0] as Page)).record ?? '{}') as StoredIdentity;
  expect(stored.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  expect(stored.terminalCode).toMatch(/^[0-9a-f]{32}$/);
  expect(stored.terminalCode).not.toBe(stored.fingerprint);

  // What each tab holds in memory is what it sends: the gateway sees the stored terminal code from
  // both, and accepts the device token bound to it.
  for (const tab of tabs) {
    const request = await submitLogin(tab);
    expect(request.headers()['terminal-code']).toBe(stored.terminalCode);
    expect(request.headers()[DEVICE_TOKEN_HEADER]).toBeTruthy();
    const answer = (await (await request.response())?.json()) as { code: unknown; group?: unknown };
    expect(answer.group).not.toBe(DEVICE_TOKEN_REFUSAL.group);
  }
  const afterwards = await identityState(tabs[1] as Page);
  expect(JSON.parse(afterwards.record ?? '{}')).toMatchObject({ ...stored });
});

test('§4 a later tab reads the stored identity, and its very first call already carries it', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/');
  await expect.poll(async () => (await identityState(first)).record).not.toBeNull();
  const stored = (await identityState(first)).record;
  const { terminalCode } = JSON.parse(stored ?? '{}') as StoredIdentity;
  const later = await context.newPage();
  // The request client's calls carry the header (empty or not); the first of them is the one.
  const firstCall = later.waitForRequest((request) => request.headers()['terminal-code'] !== undefined);
  await later.goto('/login');
  expect((await firstCall).headers()['terminal-code']).toBe(terminalCode);
  const request = await submitLogin(later);
  expect(request.headers()['terminal-code']).toBe(terminalCode);
  expect((await identityState(later)).record).toBe(stored);
});
