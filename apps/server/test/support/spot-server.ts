import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { latestCode, registerByEmail } from './accounts.ts';
import type { ApiClient } from './http-client.ts';

export { backends, startServer } from './backends.ts';
export { ApiClient } from './http-client.ts';
export { latestCode };

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let counter = 0;

/** A new user, logged in on `client` (registration logs in), with test funds on the live venue. */
export async function fundedTrader(
  client: ApiClient,
  funds: ReadonlyArray<readonly [string, string]> = [
    ['USDT', '1000000'],
    ['BTC', '10'],
  ],
): Promise<{ userId: string; email: string }> {
  counter += 1;
  const email = `trader${counter}-${Date.now()}@example.com`;
  const userId = await registerByEmail(client, email);
  for (const [asset, amount] of funds) {
    const answer = await client.post('/v1/asset/deposit/simulate', { asset, amount });
    expect(answer.body.code).toBe(0);
  }
  return { userId, email };
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` as a real process on an ephemeral port and waits until it listens. */
// Every server a crash test starts, so none outlives the test process: a test that times out while
// a server is starting never gets to hold it, and its afterAll cannot kill what it never got.
const spawned = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of spawned) child.kill('SIGKILL');
});

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    // The log on standard output (LOG_FILE=-), where the listening line tells the address.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FILE: '-',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  child.once('exit', () => spawned.delete(child));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${errors.slice(-2000)}`)));
  });
  return { child, baseUrl, exited };
}
