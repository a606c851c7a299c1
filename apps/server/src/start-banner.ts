import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config.ts';
import { DEMO_USER } from './plugins/accounts/demo-user.ts';

/** A wildcard listen address is reached on this machine as localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

/** The address a browser on this machine opens, from where the server really listens. */
export function browserUrl(address: AddressInfo | string | null, host: string): string {
  if (address === null || typeof address === 'string') return `http://${host}`;
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : address.address;
  return `http://${name.includes(':') ? `[${name}]` : name}:${address.port}`;
}

/**
 * The offline-deployment settings that are on (issue #21 item 10): what lets the product run alone
 * on one machine and that a real deployment turns off, each with the variable that does it.
 */
export function offlineSettingsOn(
  config: Pick<ServerConfig, 'seedDemoUser' | 'simulatedDeposits' | 'smtpUrl'>,
  env: NodeJS.ProcessEnv,
): string[] {
  const ticking = (name: string) => env[name] === undefined || env[name] === '' || Number(env[name]) > 0;
  return [
    ...(config.seedDemoUser ? ['demo user (SEED_DEMO_USER=false)'] : []),
    ...(config.simulatedDeposits ? ['simulated deposits (SIMULATED_DEPOSITS=false)'] : []),
    ...(ticking('MARKETS_SIM_TICK_MS') ? ['simulated spot market (MARKETS_SIM_TICK_MS=0)'] : []),
    ...(ticking('FUTURES_SIM_TICK_MS') ? ['simulated futures market (FUTURES_SIM_TICK_MS=0)'] : []),
    ...(config.smtpUrl ? [] : ['operator outbox instead of e-mail (SMTP_URL)']),
  ];
}

/**
 * What a launcher prints once the server listens, as the last thing on the console: where to open
 * it, who to log in as, which offline settings are on, where verification codes are read (the
 * operator outbox's key is printed here only, never logged), and where the log went.
 */
export function startBanner(
  config: Pick<
    ServerConfig,
    | 'host'
    | 'seedDemoUser'
    | 'logFile'
    | 'logLevel'
    | 'simulatedDeposits'
    | 'smtpUrl'
    | 'outboxToken'
    | 'nodeEnv'
  >,
  address: AddressInfo | string | null,
  env: NodeJS.ProcessEnv = {},
): string {
  const url = browserUrl(address, config.host);
  const lines = ['', `Tideline is running on ${url}`];
  if (config.seedDemoUser) lines.push(`Demo user:  ${DEMO_USER.email}  /  ${DEMO_USER.password}`);
  const offline = offlineSettingsOn(config, env);
  if (offline.length > 0) lines.push(`Offline settings on (to turn off): ${offline.join(', ')}`);
  const key = config.nodeEnv === 'test' ? '' : `token=${config.outboxToken}`;
  if (!config.smtpUrl)
    lines.push(`Verification codes (operator outbox): ${url}/dev/outbox${key ? `?${key}` : ''}`);
  lines.push(
    `Campaign report (operator): ${url}/v1/referral/campaigns?from=YYYY-MM-DD&to=YYYY-MM-DD${key ? `&${key}` : ''}`,
  );
  if (config.logFile !== undefined && config.logLevel !== 'silent')
    lines.push(`Log (LOG_LEVEL=${config.logLevel}): ${config.logFile}`);
  lines.push('');
  return lines.join('\n');
}
