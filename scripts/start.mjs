#!/usr/bin/env node
// `npm start`: build the web app, then run the gateway with the web app mounted on the same origin
// (web on /, API on /v1, streams on /ws). PORT picks the port (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { SERVER_NODE_OPTIONS } from './server-node-options.mjs';

process.chdir(new URL('..', import.meta.url).pathname);

// The web build bundles the gateway's root public key, made on first start (docs/protocol.md).
const rootKey = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-root-key.ts'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (rootKey.status !== 0) process.exit(rootKey.status ?? 1);
process.env.VITE_GATEWAY_ROOT_KEY = rootKey.stdout.trim();

if (!process.env.SKIP_WEB_BUILD) {
  // Always a production bundle: NODE_ENV=test (the browser tests' gateway setting) would make Vite
  // pick the development builds of React and the chart library.
  const build = spawnSync('npm', ['run', 'build', '-w', '@tideline/web'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The product runs in production mode (issue #21 item 10); what an offline start needs (the demo
// user, simulated deposits and markets, the operator outbox) are named settings, on by default,
// that the start-up banner lists. The browser tests set NODE_ENV=test.
const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, '--import', 'tsx', 'scripts/serve.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
