// Signing setup (spec §4 "Signing setup"): not started -> config loaded -> server key verified ->
// ready. `clientOpen` false skips signing; a missing or unverifiable server key fails setup and is
// reported as `loginEncryptFailed`. The config is cached in session storage (spec §7, §9).
import { importEncryptionKey, importVerifyKey, verifyRsaSha256 } from '@tideline/protocol/gateway-crypto';
import type { GatewaySignConfig } from '@tideline/protocol/gateway-sign';
import type { ReportSecurityEvent } from './events.ts';

export const SIGN_CONFIG_STORAGE_KEY = 'gateway_sign_config';

export type SignSetupState =
  | { status: 'not-started' }
  | { status: 'config-loaded'; config: GatewaySignConfig }
  | { status: 'server-key-verified'; config: GatewaySignConfig; serverKey: CryptoKey }
  | { status: 'ready'; config: GatewaySignConfig; serverKey: CryptoKey }
  | { status: 'disabled'; config: GatewaySignConfig }
  | { status: 'failed'; reason: string };

export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SignSetupDeps {
  /** GET /v1/mix/config/gatewaySignConfig, answering `data.gatewaySignConfig`. */
  fetchConfig: () => Promise<GatewaySignConfig | undefined>;
  session: SessionStore | undefined;
  /** Base64 SPKI of the root key bundled into the web build. */
  rootPublicKey: string;
  report: ReportSecurityEvent;
}

function readCachedConfig(session: SessionStore | undefined): GatewaySignConfig | undefined {
  const raw = session?.getItem(SIGN_CONFIG_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as GatewaySignConfig;
  } catch {
    session?.removeItem(SIGN_CONFIG_STORAGE_KEY);
    return undefined;
  }
}

/**
 * Runs the setup once, notifying every state it passes through. `reload` ignores the cached config
 * (used by the 00020/00021 recovery). The root key signs the UTF-8 bytes of `serverPublicKey`.
 */
export async function runSignSetup(
  deps: SignSetupDeps,
  onState: (state: SignSetupState) => void,
  options: { reload?: boolean } = {},
): Promise<SignSetupState> {
  const settle = (state: SignSetupState) => {
    onState(state);
    return state;
  };
  onState({ status: 'not-started' });
  let config = options.reload ? undefined : readCachedConfig(deps.session);
  if (!config) {
    try {
      config = await deps.fetchConfig();
    } catch {
      config = undefined;
    }
    if (!config) {
      deps.report('loginEncryptFailed', 'config fetch failed');
      return settle({ status: 'failed', reason: 'config fetch failed' });
    }
    deps.session?.setItem(SIGN_CONFIG_STORAGE_KEY, JSON.stringify(config));
  }
  onState({ status: 'config-loaded', config });
  if (!config.clientOpen) return settle({ status: 'disabled', config });
  if (!config.serverPublicKey || !config.serverPublicKeySign) {
    deps.session?.removeItem(SIGN_CONFIG_STORAGE_KEY);
    deps.report('loginEncryptFailed', 'missing server key');
    return settle({ status: 'failed', reason: 'missing server key' });
  }
  let verified = false;
  try {
    const root = await importVerifyKey(deps.rootPublicKey);
    verified = await verifyRsaSha256(root, config.serverPublicKey, config.serverPublicKeySign);
  } catch {
    verified = false;
  }
  if (!verified) {
    deps.session?.removeItem(SIGN_CONFIG_STORAGE_KEY);
    deps.report('loginEncryptFailed', 'server key verification failed');
    return settle({ status: 'failed', reason: 'server key verification failed' });
  }
  const serverKey = await importEncryptionKey(config.serverPublicKey);
  onState({ status: 'server-key-verified', config, serverKey });
  return settle({ status: 'ready', config, serverKey });
}
