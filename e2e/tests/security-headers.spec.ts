import { expect, test } from '@playwright/test';

// Issue #21 item 11: every page carries a strict Content-Security-Policy with a fresh script nonce,
// and every answer the browser-hardening headers. Checked on the product as `npm start` serves it.

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

test('a page has its own script nonce, no inline-script allowance, and may not be framed', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of ['/', '/ar/spot/BTCUSDT']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = directives(response.headers()['content-security-policy'] ?? '');
    const scripts = policy.get('script-src') ?? [];
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    const nonce = scripts.find((value) => value.startsWith("'nonce-"))?.slice(7, -1) ?? '';
    expect(nonce.length, path).toBeGreaterThanOrEqual(22);
    nonces.add(nonce);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    // Every script the page ships carries that nonce.
    const html = await response.text();
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(tags.length, path).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test('pages and gateway answers carry the hardening headers', async ({ request }) => {
  for (const path of ['/markets', '/v1/health', '/v1/no-such-call']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // Served over plain http here, so no HSTS (browsers ignore it there).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('the pages run under the policy without a violation, and an injected inline script does not run', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ['/login', '/spot/BTCUSDT', '/futures/usdt/BTCUSDT']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // React Router's inline hydration script ran: its context is on the window.
    expect(
      await page.evaluate(() => typeof (window as { __reactRouterContext?: unknown }).__reactRouterContext),
    ).toBe('object');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      path,
    ).toEqual([]);
  }
  // An attacker's inline script, as an injected tag would be: refused.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    ['script-src-elem inline'],
  );
});
