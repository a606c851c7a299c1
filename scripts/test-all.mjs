#!/usr/bin/env node
// Runs every suite (lint, typecheck, unit + integration, browser) and ends with one line
// `N passed, N failed` summing them all, as CI reads it. Each suite runs even if an earlier one
// failed, so one report shows everything that is wrong.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });
const env = { ...process.env };

const deps = spawnSync('bash', ['scripts/ensure-system-deps.sh'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const dbLine = (deps.stdout ?? '').split('\n').find((l) => l.startsWith('TEST_DATABASE_URL='));
if (dbLine) env.TEST_DATABASE_URL = dbLine.slice('TEST_DATABASE_URL='.length).trim();
else console.log('No PostgreSQL server: the server suite runs against PGlite only.');

const results = [];
function run(name, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs a command with its output held back, to be printed whole once it is done. */
function runQuietly(cmd, args, extraEnv = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => done({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });
}

// The browser suite's web build (one per shard: each bundles its own shard's gateway key) starts
// now, beside lint and typecheck, which leave a core idle (tsc is single-threaded); the suite's
// servers then start on the finished build (SKIP_WEB_BUILD) instead of building first. This is
// the same build `npm start` makes (scripts/start.mjs). A build that fails here is printed and
// made again by the suite's own server start, so its error is reported where it always was.
const e2eShards = existsSync('e2e/playwright.config.ts')
  ? Math.max(1, Number(process.env.E2E_SHARDS ?? 1))
  : 0;
const shardPort = (index) => 3199 - index;
async function buildWebFor(port) {
  const keys = { KEYS_DIR: `.tmp/e2e-keys-${port}` };
  const key = await runQuietly(process.execPath, ['--import', 'tsx', 'scripts/ensure-root-key.ts'], keys);
  if (key.status !== 0) return { ...key, port };
  const build = await runQuietly('npm', ['run', 'build', '-w', '@tideline/web'], {
    ...keys,
    WEB_BUILD_DIR: `build-e2e-${port}`,
    VITE_GATEWAY_ROOT_KEY: key.output.trim(),
    NODE_ENV: 'production',
  });
  return { ...build, port };
}
const webBuilds = (async () => {
  const builds = [];
  for (let index = 0; index < e2eShards; index += 1) builds.push(await buildWebFor(shardPort(index)));
  return builds;
})();

// Lint and typecheck count as one check each.
results.push({
  name: 'lint',
  ...(run('lint', 'npx', ['biome', 'check', '.']) === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 }),
});

// Each workspace's typecheck (one tsc each), two at a time: the web app's before the browser
// tests', which read the route types its `react-router typegen` writes; the rest in the other lane.
const rootPackage = JSON.parse(readFileSync('package.json', 'utf8'));
const typechecked = rootPackage.workspaces.filter(
  (dir) => readJson(`${dir}/package.json`)?.scripts?.typecheck !== undefined,
);
const webLane = ['apps/web', 'e2e'].filter((dir) => typechecked.includes(dir));
const lanes = [webLane, typechecked.filter((dir) => !webLane.includes(dir))];
console.log(
  `\n=== typecheck: npm run typecheck -w <workspace>, two lanes: ${lanes.map((l) => l.join(', ')).join(' | ')}`,
);
const laneResults = await Promise.all(
  lanes.map(async (lane) => {
    const done = [];
    for (const dir of lane) done.push({ dir, ...(await runQuietly('npm', ['run', 'typecheck', '-w', dir])) });
    return done;
  }),
);
const typecheckRuns = typechecked.map((dir) => laneResults.flat().find((r) => r.dir === dir));
for (const r of typecheckRuns) process.stdout.write(r.output);
results.push({
  name: 'typecheck',
  ...(typecheckRuns.every((r) => r.status === 0) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
});

const vitestJson = `${tmp}/vitest.json`;
rmSync(vitestJson, { force: true });
// Vitest's default is one worker fewer than the cores, which on a 2-core machine is one file at a
// time. Here vitest runs alone (the browser suite starts after it), so it takes every core: on this
// machine two workers measured a fifth faster even with the machine busy.
const vitestStatus = run('unit and integration (vitest)', 'npx', [
  'vitest',
  'run',
  `--maxWorkers=${availableParallelism()}`,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
results.push({
  name: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  failed:
    (vitest?.numFailedTests ?? 0) +
    (vitest ? (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0) : 1),
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// The browser suite can run as shards side by side (E2E_SHARDS; 1 by default: on this 2-core
// machine the suite is CPU-bound, and two shards measured no faster, with more time-outs), each a
// whole Playwright run with its own server, port, web build and keys, and the config's workers
// (two, E2E_WORKERS), so tests in a shard meet the server exactly as they do in a single run.
// Their output is prefixed.
function runShard(index, count, built) {
  const port = shardPort(index);
  // Absolute: Playwright resolves a relative report path against its config's folder.
  const report = resolve(tmp, `e2e-${index + 1}-of-${count}.json`);
  rmSync(report, { force: true });
  const args = [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--reporter=list,json',
    '--pass-with-no-tests',
  ];
  // Each shard its own results folder: Playwright empties it when a run starts.
  if (count > 1) args.push(`--shard=${index + 1}/${count}`, `--output=e2e/test-results/shard-${index + 1}`);
  console.log(
    `\n=== browser (playwright) shard ${index + 1}/${count} on port ${port}: npx ${args.join(' ')}`,
  );
  const child = spawn('npx', args, {
    env: {
      ...env,
      E2E_PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      ...(built ? { SKIP_WEB_BUILD: '1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = count > 1 ? `[e2e ${index + 1}/${count}] ` : '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
  }
  return new Promise((done) => child.on('close', (status) => done({ status: status ?? 1, report })));
}

if (e2eShards > 0) {
  const count = e2eShards;
  const builds = await webBuilds;
  for (const build of builds) {
    console.log(
      `\n=== web build for the browser suite on port ${build.port} (made beside lint and typecheck)`,
    );
    process.stdout.write(build.output);
  }
  const shards = await Promise.all(
    Array.from({ length: count }, (_, index) => runShard(index, count, builds[index]?.status === 0)),
  );
  const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const { status, report } of shards) {
    const e2e = readJson(report);
    const stats = e2e?.stats ?? {};
    total.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    // A shard that failed without a failing test (its server never started, say) counts as one.
    total.failed += (stats.unexpected ?? 0) + (e2e ? (status !== 0 && !stats.unexpected ? 1 : 0) : 1);
    total.skipped += stats.skipped ?? 0;
    total.flaky += stats.flaky ?? 0;
  }
  results.push({ name: 'e2e', ...total });

  // The trading journeys again, through `npm run cluster` (e2e/cluster.config.ts; issue #31: the
  // product works through the cluster as with `npm start`), on the main suite's web build, once
  // that suite is done: the cluster's processes and the suite's server do not share the 2 cores.
  const natsServer = ['/usr/sbin/nats-server', '/usr/bin/nats-server'].find((path) => existsSync(path));
  if (natsServer !== undefined && env.TEST_DATABASE_URL !== undefined && builds[0]?.status === 0) {
    const report = resolve(tmp, 'e2e-cluster.json');
    rmSync(report, { force: true });
    const args = ['playwright', 'test', '-c', 'e2e/cluster.config.ts', '--reporter=list,json'];
    console.log(`\n=== browser (playwright) through npm run cluster: npx ${args.join(' ')}`);
    const status = run('e2e-cluster', 'npx', args, {
      E2E_PORT: String(shardPort(0)),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    const stats = readJson(report)?.stats;
    results.push({
      name: 'e2e-cluster',
      passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
      failed: (stats?.unexpected ?? 0) + (stats === undefined || (status !== 0 && !stats.unexpected) ? 1 : 0),
      skipped: stats?.skipped ?? 0,
      flaky: stats?.flaky ?? 0,
    });
  } else {
    console.log(
      '\n=== browser through npm run cluster: not run (needs nats-server, PostgreSQL and the web build)',
    );
  }
}

// The failures again, by name, just above the summary: CI keeps only the end of the log.
function vitestFailures(report) {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      out.push(`${path} › ${t.fullName}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0]}`);
    // A file that failed outside any test (an import error, a hook) has no failed assertion.
    if (failedTests.length === 0 && file.status === 'failed')
      out.push(`${path}: ${String(file.message ?? '').split('\n')[0]}`);
  }
  return out;
}
const failures = vitestFailures(vitest);
if (failures.length > 0) {
  console.log('\n=== failed unit and integration tests');
  for (const line of failures) console.log(`  ${line.slice(0, 400)}`);
}

console.log('\n=== summary');
for (const r of results)
  console.log(
    `${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${
      r.flaky ? ` (${r.flaky} passed only on their retry)` : ''
    }`,
  );
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const skipped = results.reduce((s, r) => s + (r.skipped ?? 0), 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
