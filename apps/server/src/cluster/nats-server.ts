/**
 * Starts Debian's nats-server with JetStream on its own port and data directory, and waits until it
 * answers. The cluster launcher, the cluster test and the bench use it; nothing else in the product
 * needs NATS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect as netConnect } from 'node:net';

export interface NatsServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function natsServerBinary(): string {
  for (const candidate of ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    'nats-server is not installed: run `bash scripts/ensure-system-deps.sh` (Debian package nats-server)',
  );
}

async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function startNatsServer(options: { port: number; storeDir: string }): Promise<NatsServer> {
  mkdirSync(options.storeDir, { recursive: true });
  const child = spawn(
    natsServerBinary(),
    ['-js', '-a', '127.0.0.1', '-p', String(options.port), '-sd', options.storeDir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`nats-server exited at start: ${stderr}`);
    if (await portAnswers(options.port)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `nats://127.0.0.1:${options.port}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
