/**
 * The browser suite's `npm run cluster` (e2e/cluster.config.ts): the launcher on a fresh database and
 * state folder, so every run starts as a newcomer's first `npm run cluster` does. The environment is
 * the config's (the suite's web build, keys and gateway settings), passed on to every process.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT);
const adminUrl = (
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
).replace(/\/[^/?]*(\?.*)?$/, '/postgres');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
for (const name of [`tideline_cluster_${port}`, `tideline_cluster_${port}_main`])
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.end();
rmSync(`${root}.tmp/cluster-${port}`, { recursive: true, force: true });

const launcher = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cluster/launch.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: '' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => launcher.kill(signal));
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
