/**
 * A funded futures command on a gateway (funded-command.ts): funded again and tried again when a
 * sweep by another gateway took the money between the fund and the command, and the engine's
 * refusal kept when the money is really lacking. The engine here is a small stand-in that holds
 * one allocation's free margin; the cluster tests run the real one.
 */
import { Decimal } from '@tideline/core/decimal';
import { describe, expect, it } from 'vitest';
import type { FuturesCommand, FuturesEvent } from '../futures/types.ts';
import { FUND_ATTEMPTS, type FundedCommandPorts, submitFunded } from './funded-command.ts';
import type { FuturesCommandResult, FuturesTradingView } from './futures-symbol-engine.ts';

const COMMAND = {
  type: 'adjust-margin',
  accountId: 'u7',
  symbol: 'BTCUSDT',
  ts: 0,
} as unknown as FuturesCommand;
const COST = new Decimal(20);

/** One allocation; the command costs `COST` of its free margin. `beforeSubmit` runs between fund and command. */
function allocation(options: { beforeSubmit?: (attempt: number) => void; wallet?: Decimal }) {
  let free = new Decimal(0);
  let wallet = options.wallet ?? new Decimal(1_000);
  const log: string[] = [];
  let attempt = 0;
  const result = (events: FuturesEvent[]): FuturesCommandResult => ({
    symbol: 'BTCUSDT',
    seq: attempt,
    rid: `r${attempt}`,
    events,
    postings: [],
  });
  const ports: FundedCommandPorts = {
    view: async () => ({ account: { availableToTrade: free.toFixed() } }) as FuturesTradingView,
    fund: async (_userId, _symbol, amount) => {
      if (amount.gt(wallet)) throw new Error('wallet cannot pay');
      wallet = wallet.sub(amount);
      free = free.add(amount);
      log.push(`fund ${amount.toFixed()}`);
    },
    submit: async () => {
      attempt += 1;
      options.beforeSubmit?.(attempt);
      if (free.lt(COST)) {
        log.push('refused');
        return result([
          {
            type: 'rejected',
            command: 'adjust-margin',
            accountId: 'u7',
            symbol: 'BTCUSDT',
            orderId: undefined,
            reason: 'insufficient-balance',
            ts: 0,
          },
        ]);
      }
      free = free.sub(COST);
      log.push('applied');
      return result([]);
    },
  };
  /** What another gateway's sweep does: the free margin back to the wallet. */
  const sweep = () => {
    wallet = wallet.add(free);
    free = new Decimal(0);
    log.push('swept');
  };
  return { ports, log, sweep, money: () => wallet.add(free) };
}

const shortfallOf = (engine: FuturesTradingView) => COST.sub(engine.account!.availableToTrade);

describe('a futures command funded from the futures wallet', () => {
  it('is funded once and applied when nothing comes between', async () => {
    const { ports, log } = allocation({});
    await submitFunded(ports, 7, 'u7', 'BTCUSDT', shortfallOf, COMMAND);
    expect(log).toEqual(['fund 20', 'applied']);
  });

  it("is funded and submitted again when another gateway's sweep took the money first", async () => {
    const book = allocation({ beforeSubmit: (attempt) => attempt === 1 && book.sweep() });
    const answer = await submitFunded(book.ports, 7, 'u7', 'BTCUSDT', shortfallOf, COMMAND);
    expect(answer.events).toEqual([]);
    expect(book.log).toEqual(['fund 20', 'swept', 'refused', 'fund 20', 'applied']);
    // The command cost 20 and nothing else left the user's money.
    expect(book.money().toFixed()).toBe('980');
  });

  it(`keeps the engine's refusal after ${FUND_ATTEMPTS} attempts swept every time`, async () => {
    const book = allocation({ beforeSubmit: () => book.sweep() });
    const answer = await submitFunded(book.ports, 7, 'u7', 'BTCUSDT', shortfallOf, COMMAND);
    expect(answer.events.map((event) => event.type === 'rejected' && event.reason)).toEqual([
      'insufficient-balance',
    ]);
    expect(book.log.filter((entry) => entry === 'refused')).toHaveLength(FUND_ATTEMPTS);
    expect(book.money().toFixed()).toBe('1000');
  });

  it('is not tried again when the futures wallet cannot pay', async () => {
    const book = allocation({ wallet: new Decimal(5) });
    await expect(submitFunded(book.ports, 7, 'u7', 'BTCUSDT', shortfallOf, COMMAND)).rejects.toThrow(
      'wallet cannot pay',
    );
    expect(book.log).toEqual([]);
  });

  it("is not tried again for another account's refusal", async () => {
    const book = allocation({});
    book.ports.submit = async () => ({
      symbol: 'BTCUSDT',
      seq: 1,
      rid: 'r1',
      postings: [],
      events: [
        {
          type: 'rejected',
          command: 'adjust-margin',
          accountId: 'u8',
          symbol: 'BTCUSDT',
          orderId: undefined,
          reason: 'insufficient-balance',
          ts: 0,
        },
      ],
    });
    let submits = 0;
    const submit = book.ports.submit;
    book.ports.submit = (...args) => {
      submits += 1;
      return submit(...args);
    };
    await submitFunded(book.ports, 7, 'u7', 'BTCUSDT', shortfallOf, COMMAND);
    expect(submits).toBe(1);
  });
});
