import { Decimal } from '@tideline/core/decimal';
import type { Insertable } from 'kysely';
import { INSURANCE_FUND } from '../../../futures/accounts.ts';
import type { FuturesCommand, FuturesEvent } from '../../../futures/types.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { userIdOf } from '../../../platform/trading-account.ts';
import type { FuturesTables, HistoryKind } from '../tables.ts';

type HistoryRow = Insertable<FuturesTables['futures_history']>;

/**
 * The rows the history pages read, from one command's events: a fill per trade side, a finished
 * order, a funding payment, a liquidation. Only users' accounts keep history: venue accounts (the
 * insurance fund taking a position over) and the simulated market's accounts have nobody to read
 * it, and the simulated maker's re-quotes would otherwise fill the table. Positions are unique within the command: two per
 * event, so a self-trade's maker and taker rows never collide.
 */
export function historyRowsOf(venue: VenueName, seq: number, events: readonly FuturesEvent[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const add = (
    position: number,
    accountId: string,
    kind: HistoryKind,
    symbol: string,
    ts: number,
    data: () => Record<string, unknown>,
  ) => {
    if (userIdOf(accountId) === undefined) return;
    rows.push({
      venue,
      seq,
      position,
      account_id: accountId,
      kind,
      symbol,
      ts,
      data: JSON.stringify(data()),
    });
  };
  events.forEach((event, index) => {
    // Most events of a busy venue are the simulated market's or copy accounts': skip them before
    // making their rows' closures.
    if (event.type === 'trade') {
      if (userIdOf(event.makerAccountId) === undefined && userIdOf(event.takerAccountId) === undefined)
        return;
    } else if ('accountId' in event && userIdOf(event.accountId) === undefined) return;
    switch (event.type) {
      case 'trade': {
        const common = { tradeId: event.tradeId, price: event.price, size: event.size, time: event.ts };
        const makerSide = event.takerSide === 'buy' ? 'sell' : 'buy';
        add(index * 2, event.makerAccountId, 'fill', event.symbol, event.ts, () => ({
          ...common,
          orderId: event.makerOrderId,
          side: makerSide,
          liquidity: 'maker',
          fee: event.makerFee,
          realisedPnl: event.makerRealisedPnl,
        }));
        add(index * 2 + 1, event.takerAccountId, 'fill', event.symbol, event.ts, () => ({
          ...common,
          orderId: event.takerOrderId,
          side: event.takerSide,
          liquidity: 'taker',
          fee: event.takerFee,
          realisedPnl: event.takerRealisedPnl,
        }));
        break;
      }
      case 'order':
        if (event.status === 'done') {
          add(index * 2, event.accountId, 'order', event.symbol, event.ts, () => ({
            orderId: event.orderId,
            side: event.side,
            positionSide: event.positionSide,
            reduceOnly: event.reduceOnly,
            orderType: event.orderType,
            price: event.price,
            size: event.orderSize ?? null,
            dealCount: event.size,
            priceAvg: event.priceAvg ?? null,
            reason: event.reason ?? null,
            time: event.ts,
          }));
        }
        break;
      case 'funding':
        add(index * 2, event.accountId, 'funding', event.symbol, event.ts, () => ({
          positionSide: event.positionSide,
          rate: event.rate,
          markPrice: event.markPrice,
          amount: event.amount,
          time: event.ts,
        }));
        break;
      case 'position':
        // A closed position keeps its last §3 record: what the position history lists.
        if (userIdOf(event.accountId) !== undefined && event.closed !== null) {
          const closed = event.closed;
          add(index * 2, event.accountId, 'position', event.symbol, event.ts, () => ({
            ...closed,
            time: event.ts,
          }));
        }
        break;
      case 'liquidation':
        add(index * 2, event.accountId, 'liquidation', event.symbol, event.ts, () => ({
          positionSide: event.positionSide,
          marginMode: event.marginMode,
          size: event.size,
          markPrice: event.markPrice,
          takeoverPrice: event.takeoverPrice,
          time: event.ts,
        }));
        break;
      default:
        break;
    }
  });
  return rows;
}

/** Why the protection fund moved: its seed, a liquidation taken over, or a taken-over position unwound. */
export type InsuranceCause = 'seed' | 'liquidation' | 'unwind';

/**
 * A row of the protection fund's history when a command changed its balance: the signed change,
 * the balance after it and the cause. The fund gains what a liquidated position leaves above its
 * bankruptcy price and pays what a gap past it costs (spec §3).
 */
export function insuranceRowOf(
  venue: VenueName,
  seq: number,
  command: FuturesCommand,
  events: readonly FuturesEvent[],
  before: string,
  after: string,
): HistoryRow | undefined {
  const change = new Decimal(after).minus(before);
  if (change.isZero()) return undefined;
  const liquidation = events.find((event) => event.type === 'liquidation');
  const cause: InsuranceCause =
    command.type === 'fund-insurance' ? 'seed' : liquidation !== undefined ? 'liquidation' : 'unwind';
  const symbol = liquidation?.symbol ?? ('symbol' in command ? command.symbol : '');
  return {
    venue,
    seq,
    position: 0,
    account_id: INSURANCE_FUND,
    kind: 'insurance',
    symbol,
    ts: command.ts,
    data: JSON.stringify({
      change: change.toFixed(8),
      balance: new Decimal(after).toFixed(8),
      cause,
      time: command.ts,
    }),
  };
}
