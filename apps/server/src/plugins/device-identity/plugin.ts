// Device identity (spec §4, §7, §9; docs/protocol-device.md): the device constant-id endpoint, the
// client start-up config, and the device-token check on the listed paths. Registered inside the /v1
// context before the domain plugins, without encapsulation, so its hook covers their routes.
import type { FastifyInstance } from 'fastify';
import { clientConfigRoute } from './client-config.ts';
import { constantIdRoute } from './constant-id-route.ts';
import { deriveDeviceTokenKeys } from './device-token-codec.ts';
import { installDeviceTokenGuard } from './device-token-guard.ts';
import { loadDeviceIdentitySettings } from './settings.ts';
import { loadOrCreateDeviceTokenSecret } from './token-secret.ts';

export interface DeviceIdentityOptions {
  /** Where DEVICE_TOKEN_REQUIRED, DEVICE_TOKEN_SECRET, IMAGE_DOMAINS and IMAGE_DEFAULT_HOST are read. */
  env?: NodeJS.ProcessEnv;
  now?: () => number;
}

async function deviceIdentity(app: FastifyInstance, options: DeviceIdentityOptions): Promise<void> {
  const settings = loadDeviceIdentitySettings(options.env ?? process.env, app.config);
  const now = options.now ?? Date.now;
  const keys = deriveDeviceTokenKeys(settings.secret ?? (await loadOrCreateDeviceTokenSecret(app.db)));
  installDeviceTokenGuard(app, { settings, keys, now });
  constantIdRoute(app, { settings, keys, now });
  clientConfigRoute(app, settings);
}

Object.defineProperty(deviceIdentity, Symbol.for('skip-override'), { value: true });

export const deviceIdentityPlugin = deviceIdentity;
