import { describe, expect, it } from 'vitest';
import type { P2pRecord } from '../p2p-account.ts';
import { p2pRecordsCsv, signedAmount } from './p2p-records.ts';

const row: P2pRecord = {
  recordId: '7',
  kind: 'escrow_lock',
  asset: 'USDT',
  amount: '12.5',
  orderId: '00000000-0000-4000-8000-000000000001',
  adId: null,
  ts: Date.UTC(2026, 0, 2, 3, 4, 5),
};

describe('issue #25 P2P records', () => {
  it.each([
    ['transfer_in', '+1'],
    ['transfer_out', '-1'],
    ['ad_lock', '-1'],
    ['ad_unlock', '+1'],
    ['escrow_lock', '-1'],
    ['escrow_release', '-1'],
    ['escrow_return', '+1'],
    ['order_received', '+1'],
  ] as const)('%s is shown as %s', (kind, shown) => {
    expect(signedAmount({ kind, amount: '1' })).toBe(shown);
  });

  it('exports the rows as the gateway sent them, times in ISO UTC', () => {
    const lines = p2pRecordsCsv([row]).trim().split(/\r?\n/);
    expect(lines[0]).toBe('time,kind,asset,amount,orderId,adId,recordId');
    expect(lines[1]).toBe(
      '2026-01-02T03:04:05.000Z,escrow_lock,USDT,12.5,00000000-0000-4000-8000-000000000001,,7',
    );
  });
});
