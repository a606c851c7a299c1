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

describe('issue #18, #21 item 10: the start-up output ends with the address, the demo user, the offline settings and the outbox key', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-banner-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the banner last in production mode; the outbox opens only with the printed key; requests are logged to the data folder', {
    timeout: 180_000,
  }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        OUTBOX_TOKEN: 'operator-key-0123456789',
        LOG_LEVEL: 'info',
        REQUEST_LOG_SAMPLE: '1',
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
      // Issue #21 item 10: the verification codes are the operator's, not anyone's who can reach the server.
      const anyone = await fetch(`${url}/v1/dev/outbox`);
      expect(anyone.status).toBe(403);
      expect(await anyone.json()).toMatchObject({ code: '20403', status: 'error' });
      expect((await fetch(`${url}/dev/outbox?token=wrong`)).status).toBe(403);
      const operator = await fetch(`${url}/v1/dev/outbox`, {
        headers: { 'x-outbox-token': 'operator-key-0123456789' },
      });
      expect(operator.status).toBe(200);
      expect((await fetch(`${url}/dev/outbox?token=operator-key-0123456789`)).status).toBe(200);
      const logFile = path.join(dataDir, 'logs', 'gateway.log');
      // The request reaches the log file: by then anything it would print is printed too. Paths
      // are logged without their query, so the outbox key never reaches the log.
      await expect
        .poll(() => readFileSync(logFile, 'utf8'), { timeout: 10_000 })
        .toContain('"path":"/v1/health"');
      await expect.poll(() => readFileSync(logFile, 'utf8'), { timeout: 10_000 }).toContain('"status":403');
      expect(readFileSync(logFile, 'utf8')).not.toContain('operator-key-0123456789');
      const lines = output.trim().split('\n');
      expect(lines).toEqual([
        `Tideline is running on ${url}`,
        'Demo user:  demo@tideline.local  /  TidelineDemo1',
        'Offline settings on (to turn off): demo user (SEED_DEMO_USER=false), simulated deposits (SIMULATED_DEPOSITS=false), simulated futures market (FUTURES_SIM_TICK_MS=0), operator outbox instead of e-mail (SMTP_URL)',
        `Verification codes (operator outbox): ${url}/dev/outbox?token=operator-key-0123456789`,
        `Campaign report (operator): ${url}/v1/referral/campaigns?from=YYYY-MM-DD&to=YYYY-MM-DD&token=operator-key-0123456789`,
        `Log (LOG_LEVEL=info): ${dataDir}/logs/gateway.log`,
      ]);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
