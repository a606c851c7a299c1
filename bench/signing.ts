// Cost of gateway signing per request: the client's signing step (canonical data + RSASSA-PKCS1-v1_5
// SHA-256 + MD5) and the gateway's verification, for rsa1024 and rsa2048, in one process.
// Run: npm run bench -- signing
import { signRequest } from '@tideline/core/gateway-signing';
import { exportPublicKeySpki, generateSigningKeyPair } from '@tideline/protocol/gateway-crypto';
import type { GatewaySignConfig, SignAlgorithm } from '@tideline/protocol/gateway-sign';
import { verifySignedRequest } from '../apps/server/src/gateway-security/signature/verify-signature.ts';
import { printSummary } from './summary.ts';

const config: GatewaySignConfig = {
  clientOpen: true,
  serverPublicKey: '',
  serverPublicKeySign: '',
  defaultAlgorithm: 'rsa1024',
  signModes: { 0: ['path', 'time'], 1: ['path', 'time', 'traceId'], 2: ['path', 'time', 'traceId', 'body'] },
  exactUrls: { '/v1/user/login': 2 },
  prefixUrls: {},
  userCheckDeviceUrl: '',
};
const body = { loginName: 'trader@example.com', pwd: 'correct horse battery staple', areaCode: '' };
const iterations = Number(process.env.BENCH_ITERATIONS ?? 400);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const rows: Record<string, string | number>[] = [];
for (const algorithm of ['rsa1024', 'rsa2048'] as SignAlgorithm[]) {
  const pair = await generateSigningKeyPair(algorithm);
  const key = {
    publicKey: await exportPublicKeySpki(pair.publicKey),
    privateKey: pair.privateKey,
    algorithm,
    timestamp: 0,
  };
  const signTimes: number[] = [];
  const verifyTimes: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const headers = { tm: String(Date.now()), uhti: `trace-${i}` };
    let t = performance.now();
    const out = await signRequest({ path: '/v1/user/login', headers, body }, config, key);
    signTimes.push(performance.now() - t);
    if (out.kind !== 'signed') throw new Error('signing failed');
    t = performance.now();
    const verdict = await verifySignedRequest(
      { path: '/v1/user/login', headers: { ...headers, ...out.headers }, body, now: Date.now() },
      config,
    );
    verifyTimes.push(performance.now() - t);
    if (!verdict.ok) throw new Error('verification failed');
  }
  signTimes.sort((a, b) => a - b);
  verifyTimes.sort((a, b) => a - b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  rows.push({
    algorithm,
    'client sign mean ms': mean(signTimes).toFixed(3),
    'client sign p99 ms': percentile(signTimes, 0.99).toFixed(3),
    'server verify mean ms': mean(verifyTimes).toFixed(3),
    'server verify p99 ms': percentile(verifyTimes, 0.99).toFixed(3),
    'verifies/s': Math.round(1000 / mean(verifyTimes)),
  });
}
console.table(rows);
printSummary(
  rows
    .map(
      (row) =>
        `${row.algorithm}: sign ${row['client sign mean ms']} ms, verify ${row['server verify mean ms']} ms (${row['verifies/s']}/s)`,
    )
    .join('; '),
);
const [r1024, r2048] = rows;
if (r1024 && r2048) {
  console.log(
    `rsa2048 / rsa1024 signing cost: ${(Number(r2048['client sign mean ms']) / Number(r1024['client sign mean ms'])).toFixed(1)}x`,
  );
}
