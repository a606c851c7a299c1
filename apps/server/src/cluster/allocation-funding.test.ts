import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FuturesEvent } from '../futures/types.ts';
import type { ExchangeEvent } from '../markets/index.ts';
import { AllocationFunding, type SavedReservation } from './allocation-funding.ts';
import { AllocationReservations, shortfall, unreserved } from './allocation-reservations.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';
import { accountsNamed } from './product-futures-streams.ts';
import type { CommandResult } from './symbol-engine.ts';

/** 1 USDT in ledger units (8 decimals). */
const USDT = 100_000_000n;

describe('what an allocation has unreserved, and what a new order must have deposited', () => {
  it.each([
    // free, reserved, unreserved, shortfall of a 10 USDT order
    [0n, 0n, 0n, 10n],
    [10n, 0n, 10n, 0n],
    [25n, 10n, 15n, 0n],
    [10n, 10n, 0n, 10n],
    // Reserved money whose deposit the results do not show yet: nothing counts as there.
    [5n, 20n, 0n, 10n],
    [14n, 10n, 4n, 6n],
  ])('free %s, reserved %s: %s unreserved, %s to deposit', (free, reserved, expected, missing) => {
    expect(unreserved(free * USDT, reserved * USDT)).toBe(expected * USDT);
    expect(shortfall(10n * USDT, free * USDT, reserved * USDT)).toBe(missing * USDT);
  });

  it('sums reservations per symbol, account and asset, and drops each once by its request id', () => {
    const book = new AllocationReservations();
    book.reserve({ rid: 'a', symbol: 'ETHUSDT', accountId: 'u1', asset: 'USDT', units: 5n });
    book.reserve({ rid: 'b', symbol: 'ETHUSDT', accountId: 'u1', asset: 'USDT', units: 7n });
    book.reserve({ rid: 'c', symbol: 'ETHUSDT', accountId: 'u1', asset: 'ETH', units: 1n });
    book.reserve({ rid: 'd', symbol: 'BTCUSDT', accountId: 'u1', asset: 'USDT', units: 100n });
    expect(book.reserved('ETHUSDT', 'u1', 'USDT')).toBe(12n);
    // The same id reserved again replaces its first reservation.
    book.reserve({ rid: 'a', symbol: 'ETHUSDT', accountId: 'u1', asset: 'USDT', units: 6n });
    expect(book.reserved('ETHUSDT', 'u1', 'USDT')).toBe(13n);
    expect(book.release('b')?.units).toBe(7n);
    expect(book.release('b')).toBeUndefined();
    expect(book.reserved('ETHUSDT', 'u1', 'USDT')).toBe(6n);
    expect(book.reserved('ETHUSDT', 'u2', 'USDT')).toBe(0n);
  });
});

/** A result of the ETHUSDT engine; `balances` are u7's available USDT after it. */
let seq = 0;
function result(rid: string, availableUsdt?: bigint): CommandResult {
  seq += 1;
  const events: ExchangeEvent[] =
    availableUsdt === undefined
      ? []
      : [
          {
            type: 'balance',
            accountId: 'u7',
            asset: 'USDT',
            available: (Number(availableUsdt) / 1e8).toFixed(8),
            hold: '0',
          } as ExchangeEvent,
        ];
  return { symbol: 'ETHUSDT', seq, rid, events, postings: [] };
}

/**
 * The funding with an in-memory allocation (what the results show free), a spot wallet and a
 * durable store of reservations (`saved`, shared with a restarted funding when given).
 */
function funding(options: { spot: bigint; reservationMs?: number; saved?: Map<string, SavedReservation> }) {
  const saved = options.saved ?? new Map<string, SavedReservation>();
  let free = 0n;
  let spot = options.spot;
  const moves: Array<['in' | 'out', bigint]> = [];
  const ports = {
    available: (_symbol: string, _accountId: string, asset: string) => (asset === 'USDT' ? free : 0n),
    assetsOf: () => ['ETH', 'USDT'],
    accountsMoved: (moved: CommandResult) =>
      moved.events.flatMap((event) => (event.type === 'balance' ? [event.accountId] : [])),
    transfer: async (_userId: number, _symbol: string, _asset: string, amount: string, into: boolean) => {
      const units = BigInt(Math.round(Number(amount) * 1e8));
      if (into && units > spot) return 'insufficient-balance';
      spot += into ? -units : units;
      // A sweep answers after its withdraw's result, which the projection has applied by then.
      if (!into) free -= units;
      moves.push([into ? 'in' : 'out', units]);
      return 'done';
    },
    remember: async (reservation: SavedReservation) => {
      saved.set(reservation.rid, reservation);
    },
    forget: async (rid: string) => {
      saved.delete(rid);
    },
    warn: () => undefined,
  };
  const service = new AllocationFunding<CommandResult>(ports, options.reservationMs);
  /** The engine applied a result leaving `available` free: the projection shows it. */
  const applied = (rid: string, available: bigint) => {
    free = available;
    service.apply(result(rid, available));
  };
  return { service, moves, applied, saved, spot: () => spot };
}
const order = (rid: string, units: bigint) => ({ userId: 7, symbol: 'ETHUSDT', asset: 'USDT', units, rid });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('funding and sweeping one allocation per order', () => {
  afterEach(() => vi.useRealTimers());

  it("never sweeps a deposit made for an order whose result is not in yet (another gateway's or a plan's)", async () => {
    const { service, moves, applied } = funding({ spot: 1_000n * USDT });
    service.markCaughtUp();
    expect(await service.fund(order('a', 10n * USDT))).toBe('done');
    expect(moves).toEqual([['in', 10n * USDT]]);
    // The deposit's result: 10 USDT free, all of it reserved for order a, so nothing is swept.
    applied('xfer:1', 10n * USDT);
    await settle();
    // Another order's cancel releases 4 USDT meanwhile: only those go back.
    applied('cancel-b', 14n * USDT);
    await settle();
    expect(moves).toEqual([
      ['in', 10n * USDT],
      ['out', 4n * USDT],
    ]);
    // Order a's result: it holds the 10 USDT, nothing free, nothing more to sweep.
    applied('a', 0n);
    await settle();
    expect(moves).toHaveLength(2);
  });

  it('counts only unreserved free money as there for a new order, and reserves its whole need', async () => {
    const { service, moves, applied } = funding({ spot: 1_000n * USDT });
    service.markCaughtUp();
    applied('proceeds', 6n * USDT);
    // Order a takes the 6 free and funds 4; order b finds them reserved and funds all its 10.
    const [a, b] = await Promise.all([
      service.fund(order('a', 10n * USDT)),
      service.fund(order('b', 10n * USDT)),
    ]);
    expect([a, b]).toEqual(['done', 'done']);
    expect(moves.slice(0, 2)).toEqual([
      ['in', 4n * USDT],
      ['in', 10n * USDT],
    ]);
  });

  it('refuses an order the spot wallet cannot pay and drops its reservation, so its money is swept', async () => {
    const { service, moves, applied } = funding({ spot: 5n * USDT });
    service.markCaughtUp();
    applied('proceeds', 3n * USDT);
    expect(await service.fund(order('a', 10n * USDT))).toBe('insufficient-balance');
    await settle();
    // The reservation went with the refusal: the 3 USDT free go back to the spot wallet.
    expect(moves).toEqual([['out', 3n * USDT]]);
  });

  it('sweeps after each result that moves a funded account’s money, whichever gateway placed the order', async () => {
    const { service, moves, applied } = funding({ spot: 1_000n * USDT });
    service.markCaughtUp();
    // An account this side never funded is not swept (demo deposits on /cluster/v1).
    applied('fill-1', 5n * USDT);
    await settle();
    expect(moves).toEqual([]);
    // Order a uses those 5 and funds the rest.
    await service.fund(order('a', 10n * USDT));
    applied('xfer:1', 10n * USDT);
    applied('a', 0n);
    await settle();
    // A later fill's proceeds come back without any call of the user's.
    applied('fill-2', 7n * USDT);
    await settle();
    expect(moves).toEqual([
      ['in', 5n * USDT],
      ['out', 7n * USDT],
    ]);
  });

  it('sweeps fills of an allocation funded before a checkpoint it started from, once adopted from the ledger', async () => {
    // Started after the transfers that funded the allocation: the replay shows only a fill.
    const blind = funding({ spot: 1_000n * USDT });
    blind.service.markCaughtUp();
    blind.applied('fill-1', 7n * USDT);
    await settle();
    expect(blind.moves).toEqual([]);
    const adopted = funding({ spot: 1_000n * USDT });
    adopted.service.adopt([{ userId: 7, symbol: 'ETHUSDT' }]);
    adopted.service.markCaughtUp();
    adopted.applied('fill-1', 7n * USDT);
    await settle();
    expect(adopted.moves).toEqual([['out', 7n * USDT]]);
  });

  it('sweeps an order’s funding once its reservation expires (never published: its gateway died)', async () => {
    vi.useFakeTimers();
    const { service, moves, applied } = funding({ spot: 1_000n * USDT, reservationMs: 60_000 });
    service.markCaughtUp();
    await service.fund(order('lost', 10n * USDT));
    applied('xfer:1', 10n * USDT);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(moves).toEqual([['in', 10n * USDT]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(moves).toEqual([
      ['in', 10n * USDT],
      ['out', 10n * USDT],
    ]);
    service.stop();
  });

  it('funds and sweeps nothing before the replay has caught up, then sweeps what the replay left free', async () => {
    const { service, moves, applied } = funding({ spot: 1_000n * USDT });
    // Replayed: a funding of an earlier run whose order never came (its reservation died with it).
    applied('xfer:1', 10n * USDT);
    const funded = service.fund(order('a', 3n * USDT));
    await settle();
    expect(moves).toEqual([]);
    service.markCaughtUp();
    expect(await funded).toBe('done');
    await settle();
    // Order a used 3 of the 10 free; the other 7 go back.
    expect(moves).toEqual([['out', 7n * USDT]]);
  });

  it('answers a gateway once the result it names is applied and the allocation swept after it', async () => {
    const { service, moves, applied } = funding({ spot: 1_000n * USDT });
    service.markCaughtUp();
    await service.fund(order('a', 10n * USDT));
    let answered = false;
    const settled = service.settled(7, 'ETHUSDT', seq + 2).then(() => {
      answered = true;
    });
    applied('xfer:1', 10n * USDT);
    await settle();
    expect(answered).toBe(false);
    // Order a was cancelled at once: its 10 USDT are free and not reserved any more.
    applied('a', 10n * USDT);
    await settled;
    expect(moves).toEqual([
      ['in', 10n * USDT],
      ['out', 10n * USDT],
    ]);
  });

  it('honours after a restart the reservations of orders still on their way, and drops those done or expired', async () => {
    const before = funding({ spot: 1_000n * USDT });
    before.service.markCaughtUp();
    await before.service.fund(order('done-before', 10n * USDT));
    await before.service.fund(order('on-its-way', 10n * USDT));
    before.saved.set('stale', {
      ...before.saved.get('on-its-way')!,
      rid: 'stale',
      expiresAt: Date.now() - 1,
    });
    expect([...before.saved.keys()].sort()).toEqual(['done-before', 'on-its-way', 'stale']);
    // The product server crashes; the restarted one takes the saved reservations back, then replays.
    const after = funding({ spot: 980n * USDT, saved: before.saved });
    after.service.restore([...before.saved.values()], Date.now());
    expect(after.saved.has('stale')).toBe(false);
    after.applied('xfer:1', 10n * USDT);
    after.applied('xfer:2', 20n * USDT);
    after.applied('done-before', 10n * USDT);
    after.service.markCaughtUp();
    await settle();
    // Order on-its-way's 10 USDT stay for it; nothing is free beyond them.
    expect(after.moves).toEqual([]);
    expect([...after.saved.keys()]).toEqual(['on-its-way']);
    after.applied('on-its-way', 0n);
    await settle();
    expect(after.saved.size).toBe(0);
    after.service.stop();
    before.service.stop();
  });
});

describe('funding and sweeping a futures contract allocation per command', () => {
  /**
   * The funding as futures-allocation-leg.ts sets it up: the free margin is the engine's answer (read
   * when a funding or sweep runs, here after a tick), one asset, and every account a result names
   * is swept after it (a fill of a resting order, a liquidation, funding: no balance event).
   */
  function futuresFunding(wallet: bigint) {
    let free = 0n;
    let futuresWallet = wallet;
    const moves: Array<['in' | 'out', bigint]> = [];
    let seq = 0;
    const service = new AllocationFunding<FuturesCommandResult>({
      available: async () => {
        await settle();
        return free;
      },
      assetsOf: () => ['USDT'],
      accountsMoved: accountsNamed,
      transfer: async (_userId, _symbol, _asset, amount, into) => {
        const units = BigInt(Math.round(Number(amount) * 1e8));
        if (into && units > futuresWallet) return 'insufficient-balance';
        futuresWallet += into ? -units : units;
        free += into ? units : -units;
        moves.push([into ? 'in' : 'out', units]);
        return 'done';
      },
      remember: async () => undefined,
      forget: async () => undefined,
      warn: () => undefined,
    });
    /** The engine applied a result naming u7 through `events`, leaving `margin` free. */
    const applied = (rid: string, margin: bigint, events: FuturesEvent[]) => {
      free = margin;
      seq += 1;
      service.apply({ symbol: 'BTCUSDT', seq, rid, events, postings: [] });
    };
    return { service, moves, applied, free: () => free };
  }
  const command = (rid: string, units: bigint) => ({
    userId: 7,
    symbol: 'BTCUSDT',
    asset: 'USDT',
    units,
    rid,
  });
  const funding: FuturesEvent = { type: 'funding', symbol: 'BTCUSDT', accountId: 'u7' } as FuturesEvent;
  const fill: FuturesEvent = { type: 'trade', makerAccountId: 'u7', takerAccountId: 'u8' } as FuturesEvent;

  it('keeps the margin funded for a command in flight from the sweeps after fills and funding, and sweeps the rest', async () => {
    const { service, moves, applied, free } = futuresFunding(1_000n * USDT);
    service.markCaughtUp();
    expect(await service.fund(command('place-a', 20n * USDT))).toBe('done');
    // A resting order of u7 fills (another account took it): 5 USDT freed, swept; the 20 stay.
    applied('other-taker', 25n * USDT, [fill]);
    await settle();
    await settle();
    expect(moves).toEqual([
      ['in', 20n * USDT],
      ['out', 5n * USDT],
    ]);
    // Funding paid to u7 before the command lands: only the payment goes back.
    applied('funding', 21n * USDT, [funding]);
    await settle();
    await settle();
    expect(moves.at(-1)).toEqual(['out', 1n * USDT]);
    // The command's result ends its reservation: it holds its margin, nothing is free.
    applied('place-a', 0n, []);
    await settle();
    await settle();
    expect(moves).toHaveLength(3);
    expect(free()).toBe(0n);
  });
});
