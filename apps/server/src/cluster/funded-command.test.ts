/**
 * A futures command funded from the futures wallet on a gateway (funded-command.ts): its margin need
 * is funded under the request id it is then submitted with (the product server reserves the need
 * under that id until the result, allocation-funding.ts), once; the engine's refusal is the answer.
 */
import { Decimal } from '@tideline/core/decimal';
import { describe, expect, it } from 'vitest';
import type { FuturesCommand, FuturesEvent } from '../futures/types.ts';
import { type FundedCommandPorts, submitFunded } from './funded-command.ts';
import type { FuturesCommandResult, FuturesTradingView } from './futures-symbol-engine.ts';

const COMMAND = {
  type: 'adjust-margin',
  accountId: 'u7',
  symbol: 'BTCUSDT',
  ts: 0,
} as unknown as FuturesCommand;
const REFUSED: FuturesEvent = {
  type: 'rejected',
  command: 'adjust-margin',
  accountId: 'u7',
  symbol: 'BTCUSDT',
  orderId: undefined,
  reason: 'insufficient-balance',
  ts: 0,
};

/** Ports that log the fundings and submits; the engine answers `events`, the wallet holds `wallet`. */
function gateway(options: { events?: FuturesEvent[]; wallet?: Decimal } = {}) {
  const log: string[] = [];
  const wallet = options.wallet ?? new Decimal(1_000);
  const ports: FundedCommandPorts = {
    view: async () => ({ markPrice: '100', account: { availableToTrade: '50' } }) as FuturesTradingView,
    fund: async (_userId, _symbol, need, rid) => {
      if (need.gt(wallet)) throw new Error('wallet cannot pay');
      log.push(`fund ${need.toFixed()} ${rid}`);
    },
    submit: async (symbol, _command, rid): Promise<FuturesCommandResult> => {
      log.push(`submit ${rid}`);
      return { symbol, seq: 1, rid, events: options.events ?? [], postings: [] };
    },
  };
  return { ports, log };
}

/** The need of an order worth the mark over leverage 5 (the engine's view decides it). */
const needOf = (engine: FuturesTradingView) => new Decimal(engine.markPrice ?? '0').div(5);

describe('a futures command funded from the futures wallet', () => {
  it('funds its whole need (not less what the allocation has free) under the request id it is submitted with', async () => {
    const { ports, log } = gateway();
    const result = await submitFunded(ports, 7, 'u7', 'BTCUSDT', needOf, COMMAND);
    expect(result.rid).toMatch(/^[0-9a-f-]{36}$/);
    expect(log).toEqual([`fund 20 ${result.rid}`, `submit ${result.rid}`]);
  });

  it("is submitted once: the engine's refusal for want of money is the answer", async () => {
    const { ports, log } = gateway({ events: [REFUSED] });
    const result = await submitFunded(ports, 7, 'u7', 'BTCUSDT', needOf, COMMAND);
    expect(result.events).toEqual([REFUSED]);
    expect(log.filter((entry) => entry.startsWith('submit'))).toHaveLength(1);
    expect(log.filter((entry) => entry.startsWith('fund'))).toHaveLength(1);
  });

  it('names each command apart', async () => {
    const { ports } = gateway();
    const first = await submitFunded(ports, 7, 'u7', 'BTCUSDT', needOf, COMMAND);
    const second = await submitFunded(ports, 7, 'u7', 'BTCUSDT', needOf, COMMAND);
    expect(first.rid).not.toBe(second.rid);
  });
});
