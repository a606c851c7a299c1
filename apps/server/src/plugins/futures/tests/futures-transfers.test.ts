import { randomUUID } from 'node:crypto';
import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  read,
  spotUsdt,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { FUTURES_ASSET } from '../../../futures/accounts.ts';
import type { TransferPort } from '../../../platform/ledger/transfer-port.ts';
import { accountIdOf } from '../../../platform/trading-account.ts';
import { futuresServiceOf } from '../index.ts';
import type { FuturesService } from '../service/futures-service.ts';

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

/**
 * The legs of a transfer driven one by one, to stop where a crash would: what the gateway finds
 * at start and must settle through the ledger's transfer port (platform/ledger/transfer-port.ts).
 */
describe.each(backends)(
  'issue #10 spot <-> futures transfers survive a crash between their legs on $name',
  (backend) => {
    let server: RunningServer;
    let futures: FuturesService;
    let ledger: TransferPort;
    let trader: ApiClient;
    let userId: number;
    let accountId: string;

    beforeAll(async () => {
      server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0' });
      futures = futuresServiceOf(server.app);
      ledger = server.app.ledger;
      trader = new ApiClient(server.baseUrl);
      userId = Number((await fundedTrader(trader, [['USDT', '10000']])).userId);
      accountId = accountIdOf(userId);
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    const futuresAvailable = async () =>
      (await read<{ available: string }>(trader, '/v1/futures/account')).available;
    const total = async () => new Decimal(await spotUsdt(trader)).plus(await futuresAvailable()).toFixed(8);

    /** The spot wallet's own leg of a transfer with futures, run alone as a crash would leave it. */
    const spotLeg = async (kind: 'withdraw' | 'deposit', amount: string, transferId: string) => {
      const spot = ledger.legOf('spot');
      const leg = {
        transferId,
        venue: 'live' as const,
        userId,
        asset: FUTURES_ASSET,
        amount,
        counterpart: 'futures',
      };
      if (kind === 'withdraw') expect(await spot.send(leg)).toBeUndefined();
      else await spot.receive(leg);
    };

    it('issue #10 a transfer in and out through the route leaves nothing pending and a spot record per leg', async () => {
      await ok(trader, '/v1/futures/transfer', { direction: 'in', amount: '3000' });
      await ok(trader, '/v1/futures/transfer', { direction: 'out', amount: '1000' });
      expect(await spotUsdt(trader)).toBe('8000.00000000');
      expect(await futuresAvailable()).toBe('2000.00000000');
      expect(futures.exchanges.live.pendingTransferList()).toEqual([]);
      const records = await read<Array<{ kind: string; amount: string; address: string | null }>>(
        trader,
        '/v1/asset/records?asset=USDT',
      );
      expect(records.slice(0, 2)).toMatchObject([
        { kind: 'transfer_in', amount: '1000.00000000', address: expect.stringMatching(/^futures:/) },
        { kind: 'transfer_out', amount: '3000.00000000', address: expect.stringMatching(/^futures:/) },
      ]);
      // A refused transfer in (the spot wallet lacks it) leaves no intent behind.
      const refused = await trader.post('/v1/futures/transfer', { direction: 'in', amount: '8000.00000001' });
      expect(refused.body.code).toBe('31004');
      expect(futures.exchanges.live.pendingTransferList()).toEqual([]);
    });

    it('issue #10 in: spot paid, futures not yet credited -> recovery credits the futures wallet', async () => {
      const before = await total();
      const transferId = randomUUID();
      await futures.transact('live', [{ type: 'transfer-intent', transferId, accountId, amount: '500' }]);
      await spotLeg('withdraw', '500', transferId);
      expect(await spotUsdt(trader)).toBe('7500.00000000');
      expect(await futuresAvailable()).toBe('2000.00000000');
      expect(await ledger.recover('futures')).toBe(1);
      expect(await futuresAvailable()).toBe('2500.00000000');
      expect(await total()).toBe(before);
      expect(await ledger.recover('futures')).toBe(0);
    });

    it('issue #10 in: intent journaled, spot leg never ran -> recovery drops it, nothing moves', async () => {
      const before = await total();
      await futures.transact('live', [
        { type: 'transfer-intent', transferId: randomUUID(), accountId, amount: '700' },
      ]);
      expect(await ledger.recover('futures')).toBe(1);
      expect(await spotUsdt(trader)).toBe('7500.00000000');
      expect(await futuresAvailable()).toBe('2500.00000000');
      expect(await total()).toBe(before);
    });

    it('issue #10 out: futures debited, spot not yet credited -> recovery deposits to spot with its record', async () => {
      const before = await total();
      const transferId = randomUUID();
      await futures.transact('live', [
        { type: 'transfer', direction: 'out', accountId, amount: '400', transferId },
      ]);
      expect(await total()).toBe(new Decimal(before).minus(400).toFixed(8));
      expect(await ledger.recover('futures')).toBe(1);
      expect(await spotUsdt(trader)).toBe('7900.00000000');
      expect(await futuresAvailable()).toBe('2100.00000000');
      expect(await total()).toBe(before);
      const records = await read<Array<{ address: string | null }>>(
        trader,
        '/v1/asset/records?asset=USDT&limit=1',
      );
      expect(records[0]?.address).toBe(`futures:${transferId}`);
    });

    it('issue #10 out: both legs done, only the settle mark lost -> recovery pays nothing twice', async () => {
      const transferId = randomUUID();
      await futures.transact('live', [
        { type: 'transfer', direction: 'out', accountId, amount: '100', transferId },
      ]);
      await spotLeg('deposit', '100', transferId);
      const before = await total();
      expect(await ledger.recover('futures')).toBe(1);
      expect(await total()).toBe(before);
      expect(await spotUsdt(trader)).toBe('8000.00000000');
      expect(futures.exchanges.live.pendingTransferList()).toEqual([]);
    });

    it('issue #10 the engine refuses a transfer in whose id has no matching intent', async () => {
      const [events = []] = await futures.transact('live', [
        { type: 'transfer', direction: 'in', accountId, amount: '1', transferId: randomUUID() },
      ]);
      expect(events).toMatchObject([{ type: 'rejected', command: 'transfer', reason: 'invalid-amount' }]);
      const transferId = randomUUID();
      await futures.transact('live', [{ type: 'transfer-intent', transferId, accountId, amount: '5' }]);
      const [wrongAmount = []] = await futures.transact('live', [
        { type: 'transfer', direction: 'in', accountId, amount: '6', transferId },
      ]);
      expect(wrongAmount).toMatchObject([{ type: 'rejected', reason: 'invalid-amount' }]);
      await futures.transact('live', [{ type: 'transfer-settled', transferId }]);
      expect(futures.exchanges.live.pendingTransferList()).toEqual([]);
    });
  },
);
