import { Validator } from '@seriousme/openapi-schema-validator';
import { type Endpoint, endpointAnswer, fillPath, pathParameterNames } from '@tideline/protocol/endpoint';
import { ENDPOINTS } from '@tideline/protocol/endpoints';
import { ERROR_CODES } from '@tideline/protocol/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { operationSecurity } from '../src/platform/endpoint-route.ts';
import { buildServer } from '../src/server.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';

// Issue #19: the endpoint table (packages/protocol/src/endpoints.ts) is the contract. Every row is
// a registered route, documented in /v1/openapi.json with its schemas and security, and the real
// gateway's answers to a valid and an invalid call match the row.

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * Rows whose example, sent by a fresh member, is refused by the product rather than served (it
 * needs state the member has not made, or a signature or captcha this plain client does not
 * send). Their answer must still be an envelope the row allows and not a parameter error.
 */
const SUCCESS_NOT_EXPECTED = new Set<string>([
  // A new member is not in the reserve snapshot taken before they joined.
  'GET /info/reserves/proof',
  // Futures: a new member has no futures order numbered 1, and no position to change or close.
  'POST /futures/order/cancel',
  'POST /futures/position/tpsl',
  'POST /futures/position/margin',
  'POST /futures/position/close',
  // Accounts: a password login names an account the anonymous caller does not have.
  'POST /user/login',
  'POST /user/agency/login',
  // Finishing a login needs the ticket a login answered, and its codes.
  'POST /user/login/sendCode',
  'POST /user/login/verify-login',
  'POST /user/login/verify-login-v2',
  'POST /user/public/third/securityVerify',
  'POST /user/agency/login/verify-login',
  'POST /user/login/verifySystemLogin',
  'POST /user/login/verifySystemLogin-v2',
  'POST /user/login/fido-options',
  'POST /user/login/verify-auth-login',
  // Registering needs the code the gateway sent to the address.
  'POST /user/register/mobile',
  'POST /user/register/email',
  'POST /user/register/mobileAndEmail',
  // Red packets: the example's code names no packet.
  'POST /redpacket/claim',
  'GET /redpacket/show',
  // Referral: binding needs another member's invite code, which a fresh member does not know.
  'POST /referral/bind',
  // Earn: a new member has no earn holding numbered 1 to redeem or renew.
  'POST /earn/redeem',
  'POST /earn/auto-renew',
  // Copy trading: user 1 is not a lead trader on a fresh server (the simulated leads come later),
  // and a new member has no copy numbered 1 to stop.
  'GET /copy-trading/trader',
  'POST /copy-trading/follow',
  'POST /copy-trading/unfollow',
  'POST /copy-trading/lead/remove-follower',
  // Binding or unbinding the authenticator needs its current code.
  'POST /user/security/google/bind',
  'POST /user/security/google/unbind',
  // A step-up proof needs the code the gateway e-mailed, not the example's.
  'POST /user/security/step-up',
  // Changing the second-factor method needs the password and a code of each factor; a code to the
  // own address waits out the minute since the new member's registration code.
  'POST /user/security/verification/sendCode',
  'POST /user/security/verification/modify',
  // P2P: a new member has no payment method for an ad, no ad or order of the example's id, and
  // adding a method needs the code the gateway e-mailed; the test server has no user 1 to profile.
  'POST /p2p/ad/create',
  'POST /p2p/ad/edit',
  'POST /p2p/ad/publish',
  'POST /p2p/ad/offline',
  'POST /p2p/ad/close',
  'POST /p2p/order/put-coin',
  'POST /p2p/order/create',
  'POST /p2p/order/mark-paid',
  'POST /p2p/order/cancel',
  'POST /p2p/order/confirm',
  'POST /p2p/order/appeal',
  'POST /p2p/order/decide',
  'GET /p2p/order/:id',
  'GET /p2p/order/:id/chat',
  'POST /p2p/order/chat',
  'POST /p2p/payment/add',
  'POST /p2p/payment/remove',
  'GET /p2p/merchant/:userId',
  // A passkey is added only with an attestation made by an authenticator for the issued challenge.
  'POST /user/fido2/register/finish',
  // Switching to a sub-account needs one of the new member's own sub-accounts.
  'POST /user/sub/switLogin',
  'POST /user/sub/switchWeb',
  'POST /user/sub/switchApp',
  // A new member has no order or plan numbered 1 of their own.
  'POST /spot/order/cancel',
  'GET /spot/order/detail',
  'POST /spot/plan/cancel',
  // A new member has no sub-account to transfer to.
  'POST /asset/transfer',
  // A withdrawal needs a valid second factor (and a signature and device token).
  'POST /asset/withdraw',
  // Only a demo session has a demo account to reset.
  'POST /asset/demo/reset',
  // Web3: the example's hash is no swap on the chain; a withdrawal needs a valid second factor.
  'POST /web3/swap/sign',
  'POST /web3/withdraw',
  // Margin: a new member's margin account holds nothing to borrow against, owes nothing and has no
  // order numbered 1; its order example needs funds in the margin account.
  'POST /margin/borrow',
  'POST /margin/repay',
  'POST /margin/order/place',
  'POST /margin/order/cancel',
  // A new member's withdrawal whitelist has no entry numbered 1.
  'POST /asset/withdraw/whitelist/remove',
  // Gateway: a puzzle and a check need a challenge the captcha-id call opened.
  'GET /security/policy/captcha/puzzle',
  'POST /security/policy/captcha/check-captcha',
  // Third party: no Telegram bot or OpenID provider is configured in the test gateway, a made-up
  // wallet signature does not verify, and a follow-up needs the serialNO a sign-in answered.
  'POST /user/public/third/tg/sign',
  'POST /user/public/third/tg/signV2',
  'POST /user/public/third/oauth/sign',
  'POST /user/public/third/wallet/sign',
  'POST /user/public/third/google/register',
  'POST /user/public/third/apple/register',
  'POST /user/public/third/tg/register',
  'POST /user/public/third/wallet/register',
  'POST /user/public/third/tg/generateVirtual',
  'POST /user/public/third/check',
  'POST /user/public/third/bind/check',
  'POST /user/public/third/tg/checkUserExit',
  'POST /user/public/third/wallet/check',
  'POST /user/public/third/bind/choose',
  // QR login: the app scans and confirms a key the page created.
  'POST /user/public/qr/scan',
  'POST /user/public/qr/confirm',
  // A new member has no device, API key or passkey with the example's id.
  'DELETE /user/setting/devices/:id',
  'PUT /user/setting/api-keys/:accessKey',
  'DELETE /user/setting/api-keys/:accessKey',
  'DELETE /user/fido2/credentials/:id',
]);

describe.each(backends)('issue #19 the endpoint table ($name)', (backend) => {
  let server: RunningServer;
  let anonymous: ApiClient;
  let document: OpenApi;
  beforeAll(async () => {
    server = await startServer(backend);
    anonymous = new ApiClient(server.baseUrl);
    document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as OpenApi;
  });
  afterAll(() => server.close());

  let members = 0;
  async function fundedMember(): Promise<ApiClient> {
    const client = new ApiClient(server.baseUrl);
    members += 1;
    await registerByEmail(client, `table-${members}@example.com`);
    for (const asset of ['USDT', 'BTC']) {
      const deposit = await client.post('/v1/asset/deposit/simulate', { asset, amount: '10000' });
      expect(deposit.body.status).toBe('success');
    }
    // Futures margin comes only from the spot wallet.
    const transfer = await client.post('/v1/futures/transfer', { direction: 'in', amount: '1000' });
    expect(transfer.body.status).toBe('success');
    return client;
  }

  it('lists each call once', () => {
    const keys = ENDPOINTS.map(label);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ENDPOINTS.length).toBeGreaterThan(0);
  });

  it.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s is a registered route, documented with its answer schema and security',
    (_name, endpoint) => {
      expect(server.app.hasRoute({ method: endpoint.method, url: `/v1${endpoint.path}` })).toBe(true);
      const openApiPath = `/v1${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.tags).toEqual([endpoint.tag]);
      expect(operation?.responses?.['200']?.content?.['application/json']?.schema).toEqual(
        expect.any(Object),
      );
      const security = operationSecurity(endpoint);
      if (security) expect(operation?.security).toEqual([security]);
      else expect(operation?.security).toBeUndefined();
      if (endpoint.auth === 'session') expect(security).toHaveProperty('session');
      if (endpoint.signing) expect(operation?.description).toContain(`sign mode ${endpoint.signing.mode}`);
    },
  );

  it.each(ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s answers a valid call as its row promises, and an invalid one with an error envelope',
    async (_name, endpoint) => {
      // Path parameters fill the path; the rest is the query (GET, DELETE) or the body.
      const names = pathParameterNames(endpoint.path);
      const call = (client: ApiClient, extra: Record<string, unknown>) => {
        const path = `/v1${fillPath(endpoint.path, { ...endpoint.example, ...extra })}`;
        const rest = Object.fromEntries(Object.entries(extra).filter(([name]) => !names.includes(name)));
        if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
          return client.call(
            endpoint.method,
            `${path}?${new URLSearchParams(rest as Record<string, string>)}`,
          );
        return client.call(endpoint.method, path, rest);
      };
      // A session call runs as a member of its own (a call may log out, or change a password),
      // funded so that a trading example can be served.
      const client = endpoint.auth === 'session' ? await fundedMember() : anonymous;
      // Issue #21 item 1: a step-up call is refused without a ticket, then made with one.
      if (endpoint.stepUp) {
        const unproved = await call(client, { ...endpoint.example });
        expect(unproved.body).toMatchObject({ status: 'error', code: '21015' });
        await stepUp(client, { email: `table-${members}@example.com`, app: server.app });
      }
      // Valid: the row's example. The answer is what the row promises (its response, or an error
      // envelope for a product refusal such as an unknown order number), never a parameter error.
      const valid = await call(client, { ...endpoint.example });
      const answer = endpointAnswer(endpoint).parse(valid.body);
      expect(valid.status < 500, `${valid.status} ${JSON.stringify(valid.body)}`).toBe(true);
      expect(valid.status === 400 && answer.code === ERROR_CODES.toastNotice, answer.msg).toBe(false);
      if (!SUCCESS_NOT_EXPECTED.has(label(endpoint)))
        expect(answer, answer.msg).toMatchObject({ status: 'success' });
      // Invalid: an unknown parameter is refused with the §8 parameter error, never a 500.
      const invalid = await call(client, { ...endpoint.example, unknownParameter: '1' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ status: 'error', code: ERROR_CODES.toastNotice });
      if (endpoint.auth === 'session') {
        const refused = await call(anonymous, {});
        expect(refused.body.status).toBe('error');
      }
    },
  );
});

describe('issue #19 /v1/openapi.json', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
  });
  afterAll(() => server.close());

  it('validates as OpenAPI 3.1 against the specification’s own schema', async () => {
    const document = await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });
});

describe('issue #19 /v1/docs', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
  });
  afterAll(() => server.close());

  it('serves the API reference page and its scripts from this server, reading /v1/openapi.json', async () => {
    const page = await fetch(`${server.baseUrl}/v1/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/swagger-ui/i);
    // Every script and stylesheet is local: the reference works offline.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);
    const initializer = await fetch(`${server.baseUrl}/v1/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
    expect(await initializer.text()).toContain('json');
    const json = await fetch(`${server.baseUrl}/v1/docs/json`);
    expect(((await json.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });
});

describe('issue #19 every /v1 route Fastify registers is a row of the table', () => {
  it('walks the registered routes: each JSON route is a row; the rest are hidden from the reference', async () => {
    const routes: { method: string; url: string; hidden: boolean }[] = [];
    const app = await buildServer(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:' }),
      {
        beforeApiRoutes: async (api) => {
          api.addHook('onRoute', (route) => {
            const schema = route.schema as { hide?: boolean } | undefined;
            for (const method of [route.method].flat())
              routes.push({ method: String(method), url: route.url, hidden: schema?.hide === true });
          });
        },
      },
    );
    await app.ready();
    await app.close();
    const rows = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} /v1${endpoint.path}`));
    const documented = routes.filter((route) => !route.hidden && route.method !== 'HEAD');
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.map((route) => `${route.method} ${route.url}`).filter((key) => !rows.has(key))).toEqual(
      [],
    );
  });
});
