import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
/** Runtime configuration, read once from the environment with defaults that are safe on a laptop. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Directory of the embedded PGlite database; ':memory:' keeps it in memory (tests). */
  dataDir: string;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema holding every table (lets parallel test suites share one database). */
  databaseSchema: string;
  nodeEnv: 'development' | 'production' | 'test';
  simSeed: number | undefined;
  seedDemoUser: boolean;
  /**
   * Offline-deployment setting (issue #21 item 10): `POST /asset/deposit/simulate` credits funds
   * without a chain. On by default so the product is usable alone; a real deployment turns it off.
   */
  simulatedDeposits: boolean;
  /** Verification e-mail goes out through this SMTP server; without it, codes land in the operator outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The operator outbox's key (`/dev/outbox?token=`), printed to the console at start only:
   * `OUTBOX_TOKEN`, or a new random one per start. Test servers (NODE_ENV=test) need none.
   */
  outboxToken: string;
  /**
   * Log level for pino; 'silent' turns logging off. `warn` by default: request lines are `info`,
   * so a busy gateway writes only what needs a look unless LOG_LEVEL=info asks for more.
   */
  logLevel: string;
  /** `REQUEST_LOG_SAMPLE`: at `info`, one successful request in this many is logged (every failed one is). */
  requestLogSample: number;
  /** File the log (requests included) is appended to; undefined writes it to standard output. */
  logFile: string | undefined;
  /** Lifetime of a login session. */
  sessionTtlSeconds: number;
  /** Lifetime of an e-mail or SMS verification code. */
  verificationCodeTtlSeconds: number;
  /** Maximum request body accepted on /v1, in bytes. */
  bodyLimitBytes: number;
  /** Secure cookies are also forced when the server sits behind a TLS proxy it trusts. */
  /**
   * The proxies whose `X-Forwarded-*` headers are believed (addresses, CIDR ranges or proxy-addr's
   * names such as `loopback`), or false: a client can write those headers itself, so only a proxy
   * the operator names may speak for it.
   */
  trustProxy: string[] | false;
  telegramBotToken: string | undefined;
  oidc: OidcProviderSettings[];
  /** Origin named in wallet sign-in messages (the `URI` line); defaults to the request's own origin. */
  publicOrigin: string | undefined;
  /** `ALLOWED_ORIGINS`: other sites' pages allowed to open the stream, besides the gateway's own. */
  allowedOrigins: string[];
  /** How often signed-in stream sockets are checked against their session (30 s). */
  streamSessionCheckMs: number;
  /** Where the gateway's root and server keys live (docs/protocol.md); undefined keeps them in memory. */
  keysDir: string | undefined;
  /**
   * `clientOpen` of the sign config: whether clients sign and the gateway verifies signed paths. On
   * by default, off under NODE_ENV=test unless GATEWAY_SIGNING=1, so suites about other domains can
   * call signed paths without a key pair.
   */
  gatewaySigning: boolean;
  /**
   * `RATE_LIMITS`: whether the gateway limits how often a caller calls (issue #21 item 12). On by
   * default, off under NODE_ENV=test unless RATE_LIMITS=1, so suites can call as fast as they need.
   */
  rateLimits: boolean;
  /** `SECRETS_KEY`: the key that seals stored secrets (32 bytes, base64url); by default `secrets.key` in the keys folder. */
  secretsKey: string | undefined;
  /**
   * `PGLITE_THREAD`: an on-disk PGlite runs in its own worker thread, off the HTTP thread (issue #22
   * item 3). On by default; `0` keeps it on the server's thread. In-memory PGlite (tests) and
   * PostgreSQL never use it.
   */
  pgliteThread: boolean;
}

export interface OidcProviderSettings {
  provider: 'google' | 'apple';
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

const nodeEnvs = ['development', 'production', 'test'] as const;

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return parsed;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function oidcSettings(env: NodeJS.ProcessEnv): OidcProviderSettings[] {
  const settings: OidcProviderSettings[] = [];
  for (const provider of ['google', 'apple'] as const) {
    const prefix = `OIDC_${provider.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    if (issuer && clientId)
      settings.push({ provider, issuer, clientId, clientSecret: env[`${prefix}CLIENT_SECRET`] });
  }
  return settings;
}

/**
 * The gateway's keys live beside the data (DATA_DIR/keys) unless KEYS_DIR says otherwise. With an
 * in-memory database and no KEYS_DIR they stay in memory too; a launcher that builds the web app
 * for such a gateway must set KEYS_DIR, since the build bundles the root key (docs/protocol.md).
 */
/**
 * The log goes to a file beside the data (DATA_DIR/logs/gateway.log) unless LOG_FILE names another
 * one, so the console keeps what `npm start` prints last (the address and the demo user). LOG_FILE=-
 * and an in-memory database log to standard output.
 */
function logFile(env: NodeJS.ProcessEnv): string | undefined {
  if (env.LOG_FILE === '-') return undefined;
  if (env.LOG_FILE) return env.LOG_FILE;
  const dataDir = env.DATA_DIR || './data';
  return dataDir === ':memory:' ? undefined : `${dataDir.replace(/\/+$/, '')}/logs/gateway.log`;
}

function keysDirectory(env: NodeJS.ProcessEnv): string | undefined {
  if (env.KEYS_DIR) return env.KEYS_DIR;
  const dataDir = env.DATA_DIR || './data';
  return dataDir === ':memory:' ? undefined : `${dataDir.replace(/\/+$/, '')}/keys`;
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const nodeEnv = nodeEnvs.find((name) => name === env.NODE_ENV) ?? 'development';
  const simSeed =
    env.SIM_SEED === undefined || env.SIM_SEED === '' ? undefined : integer(env.SIM_SEED, 0, 'SIM_SEED');
  const schema = env.DATABASE_SCHEMA || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`DATABASE_SCHEMA must be a lower-case SQL identifier, got '${schema}'`);
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schema,
    nodeEnv,
    simSeed,
    seedDemoUser: flag(env.SEED_DEMO_USER, true),
    simulatedDeposits: flag(env.SIMULATED_DEPOSITS, true),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Tideline <no-reply@tideline.local>',
    outboxToken: env.OUTBOX_TOKEN || randomBytes(24).toString('base64url'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'warn'),
    requestLogSample: integer(env.REQUEST_LOG_SAMPLE, 100, 'REQUEST_LOG_SAMPLE') || 1,
    logFile: logFile(env),
    sessionTtlSeconds: integer(env.SESSION_TTL_SECONDS, 7 * 24 * 3600, 'SESSION_TTL_SECONDS'),
    verificationCodeTtlSeconds: integer(
      env.VERIFICATION_CODE_TTL_SECONDS,
      600,
      'VERIFICATION_CODE_TTL_SECONDS',
    ),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    oidc: oidcSettings(env),
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    streamSessionCheckMs: integer(env.STREAM_SESSION_CHECK_MS, 30_000, 'STREAM_SESSION_CHECK_MS') || 30_000,
    keysDir: keysDirectory(env),
    gatewaySigning: flag(env.GATEWAY_SIGNING, nodeEnv !== 'test'),
    rateLimits: flag(env.RATE_LIMITS, nodeEnv !== 'test'),
    secretsKey: env.SECRETS_KEY || undefined,
    pgliteThread: flag(env.PGLITE_THREAD, true),
  };
}

/** `ALLOWED_ORIGINS`: a comma-separated list of origins, such as `https://app.example.com`. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: off by default; `1` (or true, yes, on) trusts a proxy on this machine only
 * (loopback, the usual TLS terminator in front of one gateway); otherwise a comma-separated list of
 * proxy addresses or CIDR ranges. It never means "any address": that would let every client forge
 * its address (and so dodge per-address limits) and claim https.
 */
export function trustedProxies(value: string | undefined): string[] | false {
  if (value === undefined || value.trim() === '') return false;
  const lower = value.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['1', 'true', 'yes', 'on'].includes(lower)) return ['loopback'];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const prefixOk =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (isIP(address) !== 0 && prefixOk && extra === undefined)))
      throw new Error(
        `TRUST_PROXY must be off, 1 (this machine's proxy) or a list of proxy addresses or CIDR ranges, got '${entry}'`,
      );
  }
  return entries;
}
