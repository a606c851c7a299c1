#!/usr/bin/env node
// `npm start`: build the web app, then run the gateway with the web app mounted on the same origin
// (web on /, API on /v1, streams on /ws). PORT picks the port (default 3000).
import { spawn, spawnSync } from 'node:child_process';

process.chdir(new URL('..', import.meta.url).pathname);

if (!process.env.SKIP_WEB_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@tideline/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
