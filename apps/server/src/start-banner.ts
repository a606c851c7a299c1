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
 * What a launcher prints once the server listens, as the last thing on the console: where to open
 * it, who to log in as, and where the log went.
 */
export function startBanner(
  config: Pick<ServerConfig, 'host' | 'seedDemoUser' | 'logFile' | 'logLevel'>,
  address: AddressInfo | string | null,
): string {
  const lines = ['', `Tideline is running on ${browserUrl(address, config.host)}`];
  if (config.seedDemoUser) lines.push(`Demo user:  ${DEMO_USER.email}  /  ${DEMO_USER.password}`);
  if (config.logFile !== undefined && config.logLevel !== 'silent')
    lines.push(`Log (LOG_LEVEL=${config.logLevel}): ${config.logFile}`);
  lines.push('');
  return lines.join('\n');
}
