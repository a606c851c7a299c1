import { expect, test } from '@playwright/test';
import authAr from '../../apps/web/app/auth/i18n/ar.json' with { type: 'json' };
import authEn from '../../apps/web/app/auth/i18n/en.json' with { type: 'json' };
import { OwnServer } from '../support/own-server.ts';
import { uniqueEmail } from '../support/register.ts';
import { deviceTokenReady, type LocalOpenIdIssuer, startOpenIdIssuer } from './auth-support.ts';

// Issue 8 item 6, spec §7: Telegram, Google and Apple buttons follow what the gateway is set up
// for (GET /v1/user/public/third/providers); issue #18: an unconfigured provider is not shown at all
// (no greyed-out buttons), and a configured one runs the real redirect flow back to the callback page.

for (const { name, prefix, texts } of [
  { name: 'English', prefix: '', texts: authEn },
  { name: 'Arabic', prefix: '/ar', texts: authAr },
]) {
  test(`§7 a gateway without providers offers the wallet only, no disabled provider buttons (${name})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/login`);
    await page.waitForLoadState('networkidle');
    await deviceTokenReady(page);
    const section = page.getByRole('region', { name: texts.orContinueWith });
    await expect(section.locator('[data-provider="wallet"]')).toBeEnabled();
    await expect(section.getByRole('button')).toHaveCount(1);
    await expect(section.locator('button:disabled')).toHaveCount(0);
    for (const provider of ['telegram', 'google', 'apple']) {
      await expect(page.locator(`[data-provider="${provider}"]`)).toHaveCount(0);
    }
  });
}

test('§7 a return without a sign-in this browser started, or a cancelled one, is refused in words', async ({
  page,
}) => {
  await page.goto('/login/callback/google#id_token=a.b.c&state=forged');
  await expect(page.getByRole('alert')).toHaveText(authEn.callbackFailed);
  // The token does not stay in the address bar.
  await expect(page).toHaveURL((url) => url.hash === '' && url.pathname === '/login/callback/google');
  await expect(page.getByRole('link', { name: authEn.backToLogin })).toBeVisible();

  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'tideline_sign_in_redirect',
      JSON.stringify({ provider: 'apple', state: 's1', returnTo: '/account' }),
    ),
  );
  await page.goto('/login/callback/apple#error=user_cancelled_authorize&state=s1');
  await expect(page.getByRole('alert')).toHaveText(authEn.callbackCancelled);
});

test.describe('a gateway with Google and Telegram configured', () => {
  let issuer: LocalOpenIdIssuer;
  let server: OwnServer;
  const subject = `g-${Date.now()}`;
  const email = uniqueEmail('google');

  test.beforeAll(async () => {
    // A fresh on-disk database migrates first, slower on a busy machine than the test budget.
    test.setTimeout(150_000);
    issuer = await startOpenIdIssuer({ subject, email, name: 'Gwen Google' });
    server = new OwnServer({
      env: {
        TELEGRAM_BOT_TOKEN: '987654:e2e-bot-secret',
        OIDC_GOOGLE_ISSUER: issuer.issuer,
        OIDC_GOOGLE_CLIENT_ID: issuer.clientId,
      },
    });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.dispose();
    await issuer?.close();
  });

  test('§7 Google signs in through the provider and back; its verified e-mail needs no code', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto('/login?redirect=%2Faccount');
    await page.waitForLoadState('networkidle');
    await deviceTokenReady(page);
    await expect(page.locator('[data-provider="telegram"]')).toBeEnabled();
    await expect(page.locator('[data-provider="apple"]')).toHaveCount(0);
    const google = page.locator('[data-provider="google"]');
    await expect(google).toBeEnabled();
    const signed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/v1/user/public/third/oauth/sign',
    );
    await google.click();
    const answer = (await (await signed).json()) as { code: unknown; msg: string; data: { bound?: boolean } };
    expect(String(answer.code), answer.msg).toBe('0');
    expect(answer.data.bound).toBe(false);

    await expect(page).toHaveURL((url) => url.pathname === '/login/callback/google' && url.hash === '');
    const asked = issuer.requests.at(-1);
    expect(asked?.searchParams.get('client_id')).toBe(issuer.clientId);
    expect(asked?.searchParams.get('redirect_uri')).toBe(`${server.baseURL}/login/callback/google`);
    expect(asked?.searchParams.get('response_type')).toBe('id_token');
    expect(asked?.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);

    const pending = page.locator('[data-pending="google"]');
    await expect(pending.locator('#pending-email')).toHaveValue(email);
    await expect(pending.locator('#pending-code-note')).toHaveText(
      'Not needed for the address Google confirmed.',
    );
    await pending.locator('form[data-form="pending-create"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-user-id')).not.toBeEmpty();

    // Linked now: the next Google sign-in goes straight to the account.
    await page.locator('[data-action="log-out"]').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('[data-provider="google"]').click();
    await expect(page).toHaveURL(/\/account$/);
    await context.close();
  });
});
