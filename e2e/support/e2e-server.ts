/**
 * Where the browser suite's shared server lives. CI runs the suite as shards side by side, each with
 * its own E2E_PORT, so everything a server writes is named after that port: its web build and its
 * gateway keys (the build bundles the root public key, so a shard's servers must share its keys and
 * no other shard's).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_WEB_BUILD_DIR = `build-e2e-${E2E_PORT}`;
/** Relative to the repository root, where the servers run. */
export const E2E_KEYS_DIR = `.tmp/e2e-keys-${E2E_PORT}`;
