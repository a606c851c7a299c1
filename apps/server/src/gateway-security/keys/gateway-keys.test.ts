import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importVerifyKey, verifyRsaSha256 } from '@tideline/protocol/gateway-crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureRootPublicKey, loadGatewayKeys } from './gateway-keys.ts';

const dir = mkdtempSync(join(tmpdir(), 'tideline-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('§3 gateway key material', () => {
  it('creates a root at first start and signs the server key with it', async () => {
    const keys = await loadGatewayKeys(dir, 1000);
    const root = await importVerifyKey(keys.rootPublicKey);
    expect(await verifyRsaSha256(root, keys.current.publicKey, keys.current.publicKeySign)).toBe(true);
    expect((statSync(join(dir, 'root.json')).mode & 0o777).toString(8)).toBe('600');
  });

  it('keeps the same root and server key across restarts', async () => {
    const a = await loadGatewayKeys(dir);
    const b = await loadGatewayKeys(dir);
    expect(b.rootPublicKey).toBe(a.rootPublicKey);
    expect(b.current.publicKey).toBe(a.current.publicKey);
    expect(await ensureRootPublicKey(dir)).toBe(a.rootPublicKey);
  });

  it('rotates the server key without changing the root; the old key stays as previous', async () => {
    const keys = await loadGatewayKeys(dir);
    const before = keys.current.publicKey;
    await keys.rotate(2000);
    expect(keys.current.publicKey).not.toBe(before);
    expect(keys.previous?.publicKey).toBe(before);
    const root = await importVerifyKey(keys.rootPublicKey);
    expect(await verifyRsaSha256(root, keys.current.publicKey, keys.current.publicKeySign)).toBe(true);
    const reloaded = await loadGatewayKeys(dir);
    expect(reloaded.current.publicKey).toBe(keys.current.publicKey);
    expect(reloaded.previous?.publicKey).toBe(before);
    expect(reloaded.rootPublicKey).toBe(keys.rootPublicKey);
  });

  it('lives in memory when no directory is given', async () => {
    const a = await loadGatewayKeys(undefined);
    const b = await loadGatewayKeys(undefined);
    expect(a.rootPublicKey).not.toBe(b.rootPublicKey);
  });
});
