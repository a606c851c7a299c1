import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { browserUrl } from '../src/start-banner.ts';

const serverRoot = new URL('..', import.meta.url).pathname;

describe('browserUrl', () => {
  it('names localhost for a wildcard host and the listening address otherwise', () => {
    const port = { port: 3305, family: 'IPv4' };
    expect(browserUrl({ ...port, address: '0.0.0.0' }, '0.0.0.0')).toBe('http://localhost:3305');
    expect(browserUrl({ ...port, address: '::' }, '::')).toBe('http://localhost:3305');
    expect(browserUrl({ ...port, address: '127.0.0.1' }, '127.0.0.1')).toBe('http://127.0.0.1:3305');
    expect(browserUrl({ ...port, address: '::1', family: 'IPv6' }, '::1')).toBe('http://[::1]:3305');
  });
});

describe('issue #18: the start-up output ends with the address and the demo user', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-banner-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the banner last, and requests are logged to the data folder, not the console', {
    timeout: 180_000,
  }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        LOG_FILE: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        MARKETS_SIM_TICK_MS: '0',
        MARKETS_HISTORY_HOURS: '1',
        FUTURES_PRICE_TICK_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /Tideline is running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match?.[1] && output.includes('Log (LOG_LEVEL=info)')) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      const health = await fetch(`${url}/v1/health`);
      expect(health.status).toBe(200);
      const logFile = path.join(dataDir, 'logs', 'gateway.log');
      // The request reaches the log file: by then anything it would print is printed too.
      await expect
        .poll(() => readFileSync(logFile, 'utf8'), { timeout: 10_000 })
        .toContain('"url":"/v1/health"');
      const lines = output.trim().split('\n');
      expect(lines).toEqual([
        `Tideline is running on ${url}`,
        'Demo user:  demo@tideline.local  /  TidelineDemo1',
        `Log (LOG_LEVEL=info): ${dataDir}/logs/gateway.log`,
      ]);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
