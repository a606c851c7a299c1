#!/usr/bin/env node
// `npm run bench`: runs every `bench:*` script of the bench workspace in turn (or those whose names
// contain an argument: `npm run bench -- earn margin`). Each prints its own table and, where a peer
// exists, the ratio to it; nothing here asserts a time. At the end one line per bench gives its
// outcome and wall time with the machine's load, then `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

process.chdir(new URL('..', import.meta.url).pathname);
const { scripts = {} } = JSON.parse(readFileSync('bench/package.json', 'utf8'));
const only = process.argv.slice(2);
const names = Object.keys(scripts).filter(
  (n) => n.startsWith('bench:') && (only.length === 0 || only.some((o) => n.includes(o))),
);
const outcomes = [];
for (const name of names) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const r = spawnSync('npm', ['run', name, '-w', '@tideline/bench', '--silent'], { stdio: 'inherit' });
  outcomes.push({
    bench: name.slice('bench:'.length),
    outcome: r.status === 0 ? 'ok' : `failed (exit ${r.status ?? r.signal})`,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    'load after': loadavg()[0].toFixed(1),
  });
}
if (names.length === 0) console.log('no benchmarks defined yet');
else console.table(outcomes);
const failed = outcomes.filter((o) => o.outcome !== 'ok').length;
console.log(`${outcomes.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
