// Prints the gateway's root public key (base64 SPKI), creating the root key pair on first use, so
// the web build can bundle it (docs/protocol.md "Trust and keys"). Uses the same keys directory as
// the gateway: KEYS_DIR, else DATA_DIR/keys (./data/keys by default).
import { loadConfig } from '@tideline/server';
import { ensureRootPublicKey } from '../apps/server/src/gateway-security/keys/gateway-keys.ts';

const config = loadConfig(process.env);
if (!config.keysDir)
  throw new Error(
    'Set KEYS_DIR: with DATA_DIR=:memory: the gateway keeps its keys in memory, and the web build could not bundle its root key.',
  );
process.stdout.write(await ensureRootPublicKey(config.keysDir));
