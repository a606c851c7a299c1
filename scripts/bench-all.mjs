#!/usr/bin/env node
// `npm run bench`: runs every `bench:*` script of the bench workspace in turn (or those whose names
// contain an argument: `npm run bench -- earn margin`). Each prints its own table and, where a peer
// exists, the ratio to it; nothing here asserts a time. At the end one line per bench gives its
// outcome and wall time with the machine's load, each bench's summary line again (so one screen holds
// every headline figure), then `N passed, N failed`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_OPTIONS } from './server-node-options.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
const { scripts = {} } = JSON.parse(readFileSync('bench/package.json', 'utf8'));
const TSX_CLI = fileURLToPath(import.meta.resolve('tsx/cli'));
const only = process.argv.slice(2);
const names = Object.keys(scripts).filter(
  (n) => n.startsWith('bench:') && (only.length === 0 || only.some((o) => n.includes(o))),
);
/**
 * Runs one bench with its output shown as it comes; resolves with its exit and its summary lines.
 * Every bench script is `tsx <its arguments>`: it is run as tsx with the server's node options in
 * front (tsx hands node's own flags to the process it starts), so the benches that start the
 * server in their process run it as `npm start` does. NODE_OPTIONS cannot carry them: Node
 * refuses V8 flags there.
 */
function runBench(name) {
  return new Promise((resolve) => {
    const [command, ...args] = scripts[name].split(' ');
    if (command !== 'tsx') throw new Error(`${name}: a bench script must start with tsx, not ${command}`);
    const child = spawn(process.execPath, [TSX_CLI, ...SERVER_NODE_OPTIONS, ...args], {
      cwd: 'bench',
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (status, signal) => {
      const summaries = output.split('\n').filter((line) => /^([\w-]+ )?summary\b/.test(line));
      resolve({ status, signal, summaries });
    });
  });
}

const outcomes = [];
const summaries = [];
for (const name of names) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const r = await runBench(name);
  for (const line of r.summaries) summaries.push(`${name.slice('bench:'.length)}: ${line}`);
  outcomes.push({
    bench: name.slice('bench:'.length),
    outcome: r.status === 0 ? 'ok' : `failed (exit ${r.status ?? r.signal})`,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    'load after': loadavg()[0].toFixed(1),
  });
}
if (names.length === 0) console.log('no benchmarks defined yet');
else {
  console.log('\n=== summaries');
  for (const line of summaries) console.log(line);
  console.table(outcomes);
}
const failed = outcomes.filter((o) => o.outcome !== 'ok').length;
console.log(`${outcomes.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
