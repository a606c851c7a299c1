#!/usr/bin/env node
// `npm run bench`: runs every `bench:*` script of the bench workspace in turn. Each prints its own
// table (and, where a peer exists, the ratio to it); nothing here asserts a time.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

process.chdir(new URL('..', import.meta.url).pathname);
const { scripts = {} } = JSON.parse(readFileSync('bench/package.json', 'utf8'));
const only = process.argv.slice(2);
const names = Object.keys(scripts).filter(
  (n) => n.startsWith('bench:') && (only.length === 0 || only.some((o) => n.includes(o))),
);
let failed = 0;
for (const name of names) {
  console.log(`\n=== ${name}`);
  const r = spawnSync('npm', ['run', name, '-w', '@tideline/bench', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
if (names.length === 0) console.log('no benchmarks defined yet');
process.exit(failed === 0 ? 0 : 1);
