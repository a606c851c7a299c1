// Settings of the device-identity plugin, read once from the environment (docs/protocol-device.md
// "Configuration"). They sit here rather than in ServerConfig so the domain stays in one folder.
import type { ServerConfig } from '../../config.ts';
import type { DeviceTokenApp } from './device-token-codec.ts';

/** The app ids of the device constant-id endpoint (spec §7: different for test and production). */
export const DEVICE_TOKEN_APP_IDS: Readonly<Record<DeviceTokenApp, string>> = {
  production: 'tideline-web',
  test: 'tideline-web-test',
};

/** The shortest DEVICE_TOKEN_SECRET accepted: 32 characters, at least 128 bits in any encoding. */
export const MIN_SECRET_LENGTH = 32;

export interface DeviceIdentitySettings {
  /** Whether listed paths refuse a request without a valid token. */
  enforce: boolean;
  /** The apps this gateway issues and accepts tokens for: the test app never in production. */
  acceptedApps: readonly DeviceTokenApp[];
  /** Shared signing secret; undefined keeps a generated one in the database. */
  secret: Buffer | undefined;
  /** Origins the web app probes for the fastest image domain; empty means the gateway's own. */
  imageDomains: readonly string[];
  /** §9: the static image host used when no candidate loads; undefined means the gateway's own. */
  defaultImageHost: string | undefined;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  const normalised = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
  throw new Error(`${name} must be a boolean (1/0, true/false, yes/no, on/off), got '${value}'`);
}

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must hold http(s) origins, got '${value}'`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/+$/, '')) {
    throw new Error(`${name} must hold http(s) origins without a path, got '${value}'`);
  }
  return url.origin;
}

export function loadDeviceIdentitySettings(
  env: NodeJS.ProcessEnv,
  config: Pick<ServerConfig, 'nodeEnv'>,
): DeviceIdentitySettings {
  const secret = env.DEVICE_TOKEN_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`DEVICE_TOKEN_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  const imageDomains = (env.IMAGE_DOMAINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => origin(entry, 'IMAGE_DOMAINS'));
  const defaultImageHost = env.IMAGE_DEFAULT_HOST
    ? origin(env.IMAGE_DEFAULT_HOST, 'IMAGE_DEFAULT_HOST')
    : undefined;
  return {
    // Tests of other domains call listed paths without a token; they opt in with DEVICE_TOKEN_REQUIRED=1.
    enforce: flag(env.DEVICE_TOKEN_REQUIRED, config.nodeEnv !== 'test', 'DEVICE_TOKEN_REQUIRED'),
    acceptedApps: config.nodeEnv === 'production' ? ['production'] : ['production', 'test'],
    secret: secret ? Buffer.from(secret, 'utf8') : undefined,
    imageDomains,
    defaultImageHost,
  };
}

export function appOfAppId(appId: string, settings: DeviceIdentitySettings): DeviceTokenApp | undefined {
  return settings.acceptedApps.find((app) => DEVICE_TOKEN_APP_IDS[app] === appId);
}
