// Issue #5 interop in real Chromium: the product's client modules (request client, signing, login
// encryption, device token) run in the browser's WebCrypto against the real gateway, with signing
// and device tokens on, for both key sizes.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_KEYS_DIR } from '../support/e2e-server.ts';
import { latestCode } from '../support/outbox.ts';
import { buildSecurityHarness } from '../support/security-harness/build-harness.ts';
import type { createHarness } from '../support/security-harness/entry.ts';

type Harness = ReturnType<typeof createHarness>;
declare global {
  interface Window {
    TidelineHarness: { createHarness: typeof createHarness };
    harness: Harness;
  }
}

let harnessCode = '';
const rootPublicKey = (): string =>
  (
    JSON.parse(readFileSync(new URL(`../../${E2E_KEYS_DIR}/root.json`, import.meta.url), 'utf8')) as {
      publicKey: string;
    }
  ).publicKey;

test.beforeAll(async () => {
  harnessCode = await buildSecurityHarness();
});

for (const algorithm of ['rsa1024', 'rsa2048'] as const) {
  test(`§3-§7 signed calls in modes 0, 1 and 2, encrypted login and the device check with ${algorithm}`, async ({
    page,
    request,
  }) => {
    // A same-origin page without the web app, whose own client would share (and pre-fill) the
    // IndexedDB key store.
    await page.goto('/v1/health');
    await page.addScriptTag({ content: harnessCode });
    const email = `interop-${algorithm}-${Date.now()}@example.com`;
    const sentAt = Date.now() - 1000;
    await page.evaluate(
      async ({ root, algorithm: alg, email: address }) => {
        window.harness = window.TidelineHarness.createHarness({
          rootPublicKey: root,
          algorithm: alg,
          terminalCode: `interop-${alg}`,
        });
        const state = await window.harness.security.ready();
        if (state.status !== 'ready') throw new Error(`signing setup: ${state.status}`);
        await window.harness.client.post('/user/public/sendCode', {
          type: 'email',
          email: address,
          scene: 'register',
        });
      },
      { root: rootPublicKey(), algorithm, email },
    );
    const code = await latestCode(request, email, sentAt);
    const outcome = await page.evaluate(
      async ({ email: address, code: verifyCode }) => {
        const h = window.harness;
        const pwd = 'Interop-pass-1';
        await h.client.post('/user/register/email', { email: address, pwd, rePwd: pwd, verifyCode });
        await h.client.post('/user/logout', {});
        const login = await h.client.post<{ userId: string; needVerify: boolean }>('/user/login', {
          loginName: address,
          pwd,
        });
        const info = await h.client.get<{ userId: string }>('/user/overview/userinfo');
        const status = await h.client.post<{ login: boolean }>(
          '/user/public/getCrossTerminalLoginStatus',
          {},
        );
        const check = await h.client.post<{ known: boolean }>('/user/public/checkDevice', {
          userCheckDeviceUserIdHash: await h.hashUserId(String(login.data.userId)),
        });
        return { login: login.data, info: info.data, status: status.data, check: check.data, sent: h.sent };
      },
      { email, code },
    );
    expect(outcome.login.needVerify).toBe(false);
    expect(String(outcome.info.userId)).toBe(String(outcome.login.userId));
    expect(outcome.status.login).toBe(true);
    expect(outcome.check.known).toBe(true);

    const byPath = (path: string) => outcome.sent.filter((s) => s.url === path).at(-1);
    const login = byPath('/v1/user/login');
    expect(login?.headers['device-sign-mode']).toBe('2');
    expect(String(login?.body)).toContain('bodyCiphertext');
    expect(String(login?.body)).not.toContain('Interop-pass-1');
    // Headless Chromium names itself in its user agent, so the gateway demotes its device token
    // (docs/protocol-device.md); a demoted token still passes, marked as risky.
    expect(login?.headers['device-token']).toMatch(/^d\.[\w-]{31}$/);
    expect(byPath('/v1/user/overview/userinfo')?.headers['device-sign-mode']).toBe('0');
    expect(byPath('/v1/user/public/getCrossTerminalLoginStatus')?.headers['device-sign-mode']).toBe('1');
    expect(byPath('/v1/user/register/email')?.headers['device-sign-mode']).toBe('2');
    // The SPKI of a 2048-bit key is longer than a 1024-bit one's: the requested size was used.
    const keyLength = login?.headers['device-sign-key']?.length ?? 0;
    expect(keyLength).toBe(algorithm === 'rsa1024' ? 216 : 392);
  });
}
