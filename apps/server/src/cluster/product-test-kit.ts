import { STEP_UP_HEADER } from '@tideline/protocol/accounts/step-up';
import { DEMO_USER } from '../plugins/accounts/index.ts';
import { v2Headers } from '../plugins/api-v2/v2-sign.ts';
import { futuresQuerySubject } from './futures-config.ts';
import type { FuturesEngineView } from './futures-symbol-engine.ts';
import { type RunningCluster, startCluster, until } from './harness.ts';
import { decode, encode } from './nats.ts';

/**
 * What the cluster's product tests share: a cluster with the product's API server beside it
 * (`CLUSTER_WEB=api`), the seeded user signed in through the one origin as the web app does, and
 * signed-in calls of the product's `/v1` on a gateway or the origin.
 */

/** The product's answer envelope (docs/protocol.md). */
export interface Envelope<T = unknown> {
  code: string;
  status: 'success' | 'error';
  msg: string;
  data: T;
}

/** A cluster with the product's API server, answered once that server has migrated and seeded. */
export async function startProductCluster(options: {
  port: number;
  adminDatabaseUrl: string;
  engines?: number;
  env?: Record<string, string>;
}): Promise<RunningCluster> {
  const cluster = await startCluster({ ...options, env: { CLUSTER_WEB: 'api', ...options.env } });
  await until(
    'the product server',
    async () => (await fetch(`${cluster.origin}/v1/market/symbols`)).ok,
    3_000,
  );
  return cluster;
}

/**
 * The product server beside the cluster, called directly (launch.ts gives it PORT + 4, after the two
 * gateways and NATS): for what only it holds, like the futures wallet, now that the origin sends
 * `/v1/futures/*` to the gateways.
 */
export function productServerOf(cluster: RunningCluster): string {
  const origin = new URL(cluster.origin);
  return `http://127.0.0.1:${Number(origin.port) + 4}`;
}

/** A contract engine's whole view (ledger totals and invariant check) with the account's part. */
export async function futuresEngineView(
  cluster: RunningCluster,
  symbol: string,
  accountId: string,
): Promise<FuturesEngineView> {
  const answer = await cluster.nc.request(futuresQuerySubject(symbol), encode({ accountId }), {
    timeout: 5_000,
  });
  return decode<FuturesEngineView>(answer.data);
}

/** Signs the seeded user in through `origin`; answers the session cookies. */
export async function signInDemo(origin: string): Promise<string> {
  const login = await fetch(`${origin}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: DEMO_USER.email, pwd: DEMO_USER.password }),
  });
  const answer = (await login.json()) as Envelope;
  if (answer.status !== 'success') throw new Error(`login refused: ${JSON.stringify(answer)}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (!cookie.includes('token=')) throw new Error(`login set no session cookie: ${cookie}`);
  return cookie;
}

/** A signed-in call of the product's `/v1` on `base` (a gateway or the origin), in `languageType`. */
export function productCall(cookie: string) {
  return async <T>(base: string, path: string, body?: unknown, languageType = 0) => {
    const answer = await fetch(
      `${base}/v1${path}${path.includes('?') ? '&' : '?'}languageType=${languageType}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    );
    return { http: answer.status, envelope: (await answer.json()) as Envelope<T> };
  };
}

/** An API key of the bot API (`/api/v2`), as a program holds it. */
export interface BotKey {
  accessKey: string;
  secretKey: string;
  passphrase: string;
}

/**
 * The seeded user (signed in with `cookie`) creates a read-and-trade API key through the origin as a
 * user does: an e-mailed code (read from the product server's dev outbox), the step-up, the key.
 */
export async function createBotKey(cluster: RunningCluster, cookie: string): Promise<BotKey> {
  const passphrase = 'Passphrase123';
  const v1 = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${cluster.origin}/v1${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as Envelope<T>;
    if (envelope.status !== 'success') throw new Error(`${path} refused: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const sentAt = Date.now();
  await v1('/user/security/verification/sendCode', { channel: 'email' });
  let code = '';
  await until('the e-mailed code', async () => {
    const answer = await fetch(
      `${productServerOf(cluster)}/v1/dev/outbox?to=${encodeURIComponent(DEMO_USER.email)}`,
    );
    const messages = (
      (await answer.json()) as Envelope<{ messages: Array<{ text: string; sentAt: string }> }>
    ).data.messages;
    const fresh = messages.filter((message) => Date.parse(message.sentAt) >= sentAt - 1_000).at(-1);
    code = /\b(\d{6})\b/.exec(fresh?.text ?? '')?.[1] ?? '';
    return code !== '';
  });
  const ticket = await v1<{ ticket: string }>('/user/security/step-up', { pwd: DEMO_USER.password, code });
  const created = await v1<{ accessKey: string; secretKey: string }>(
    '/user/setting/api-keys',
    { label: 'bot', permissions: ['read', 'trade'], ipAllowList: [], passphrase },
    { [STEP_UP_HEADER]: ticket.ticket },
  );
  return { ...created, passphrase };
}

/** The bot API's answer (docs/api.md). */
export interface V2Answer<T> {
  code: string;
  msg: string;
  data: T;
}

/** A program's signed `/api/v2` call through the origin with `key`. */
export function botCall(cluster: RunningCluster, key: BotKey) {
  return async <T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const answer = await fetch(`${cluster.origin}${pathWithQuery}`, {
      method,
      headers: v2Headers(key, { method, pathWithQuery, body: text }),
      ...(body === undefined ? {} : { body: text }),
    });
    return { status: answer.status, body: (await answer.json()) as V2Answer<T> };
  };
}
