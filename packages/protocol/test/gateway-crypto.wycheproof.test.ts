// Verdicts of the gateway's primitives against Wycheproof's published vectors, read in place from
// ../shared/corpora (never copied). `acceptable` vectors may go either way.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  aesGcmOpen,
  bytesToBase64,
  importVerifyKey,
  rsaOaepDecrypt,
  verifyRsaSha256,
} from '../src/gateway-crypto.ts';

const corpus = new URL('../../../../shared/corpora/wycheproof/', import.meta.url);
const load = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, corpus), 'utf8')) as T;
const hex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

interface Vector {
  tcId: number;
  result: 'valid' | 'invalid' | 'acceptable';
  msg: string;
}

describe('RSASSA-PKCS1-v1_5 2048/SHA-256 verification (Wycheproof)', () => {
  const file = load<{ testGroups: { publicKeyDer: string; tests: (Vector & { sig: string })[] }[] }>(
    'rsa_signature_2048_sha256_test.json',
  );
  it('matches every valid and invalid verdict of all 259 vectors', async () => {
    let checked = 0;
    const mismatches: number[] = [];
    for (const group of file.testGroups) {
      const key = await importVerifyKey(bytesToBase64(hex(group.publicKeyDer)));
      for (const t of group.tests) {
        checked += 1;
        const ok = await verifyRsaSha256(key, hex(t.msg), hex(t.sig));
        if (t.result === 'acceptable') continue;
        if (ok !== (t.result === 'valid')) mismatches.push(t.tcId);
      }
    }
    expect(checked).toBe(259);
    expect(mismatches).toEqual([]);
  });
});

describe('RSA-OAEP 2048 SHA-256/MGF1-SHA-256 decryption (Wycheproof)', () => {
  const file = load<{
    testGroups: { privateKeyPkcs8: string; tests: (Vector & { ct: string; label: string })[] }[];
  }>('rsa_oaep_2048_sha256_mgf1sha256_test.json');
  it('decrypts every valid vector to its message and rejects every invalid one', async () => {
    const mismatches: number[] = [];
    for (const group of file.testGroups) {
      const key = await globalThis.crypto.subtle.importKey(
        'pkcs8',
        hex(group.privateKeyPkcs8),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['decrypt'],
      );
      for (const t of group.tests) {
        const plain = await rsaOaepDecrypt(key, hex(t.ct), hex(t.label));
        const ok = plain !== undefined && Buffer.from(plain).toString('hex') === t.msg;
        if (t.result !== 'acceptable' && ok !== (t.result === 'valid')) mismatches.push(t.tcId);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('AES-GCM decryption (Wycheproof)', () => {
  const file = load<{
    testGroups: {
      ivSize: number;
      tests: (Vector & { key: string; iv: string; aad: string; ct: string; tag: string })[];
    }[];
  }>('aes_gcm_test.json');
  async function verdicts() {
    const out: {
      tcId: number;
      ivSize: number;
      result: Vector['result'];
      opened: boolean;
      correct: boolean;
    }[] = [];
    for (const group of file.testGroups) {
      for (const t of group.tests) {
        const plain = await aesGcmOpen(hex(t.key), hex(t.iv), hex(t.ct + t.tag), hex(t.aad));
        out.push({
          tcId: t.tcId,
          ivSize: group.ivSize,
          result: t.result,
          opened: plain !== undefined,
          correct: plain !== undefined && Buffer.from(plain).toString('hex') === t.msg,
        });
      }
    }
    return out;
  }
  it('matches every verdict for the 96-bit IVs the login encryption uses (all key sizes)', async () => {
    const all = await verdicts();
    const ours = all.filter((v) => v.ivSize === 96);
    expect(ours.length).toBeGreaterThan(100);
    expect(
      ours
        .filter((v) => v.result !== 'acceptable' && v.correct !== (v.result === 'valid'))
        .map((v) => v.tcId),
    ).toEqual([]);
  });
  it('never accepts an invalid vector nor opens a valid one to the wrong text, over all 316', async () => {
    const all = await verdicts();
    expect(all).toHaveLength(316);
    expect(all.filter((v) => v.result === 'invalid' && v.opened).map((v) => v.tcId)).toEqual([]);
    expect(all.filter((v) => v.opened && !v.correct).map((v) => v.tcId)).toEqual([]);
  });
});
