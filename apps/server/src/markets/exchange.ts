import type { OrderBook } from './engine/order-book.ts';
import { SpotCore } from './exchange/core.ts';
import { balanceEvents, rejection } from './exchange/events.ts';
import { checkInvariants } from './exchange/invariants.ts';
import { amend, cancel, cancelAll, place } from './exchange/orders.ts';
import { noteSpotChanges, restoreSpotParts, takeSpotParts } from './exchange/snapshot-parts.ts';
import { type ExchangeSnapshot, restoreInto, snapshot } from './exchange/snapshots.ts';
import { transfer } from './exchange/transfers.ts';
import { balanceView, type OpenOrderView, openOrders } from './exchange/views.ts';
import type { ExchangeCommand, ExchangeEvent } from './exchange-types.ts';
import { isFeeTierName } from './ledger/fee-tiers.ts';
import type { PartValue, SnapshotParts } from './snapshot-parts.ts';
import { SYMBOLS, type SymbolSpec } from './symbols.ts';

export type { ExchangeSnapshot } from './exchange/snapshots.ts';
export type { OpenOrderView } from './exchange/views.ts';

/**
 * The deterministic state machine behind the gateway's markets: one order book per symbol plus
 * the ledger, driven only by `apply(command)`. Given the same commands in the same order it
 * produces the same events and the same state, which is what lets the server journal commands
 * before acknowledging them and rebuild everything after a crash by replaying the journal (or by
 * restoring a snapshot and replaying what came after it). The jobs live in ./exchange/ (see the
 * README); this class is their facade.
 *
 * Hold rule: a buy holds its quote notional at its limit price (a market buy holds exactly what
 * it will pay, computed by walking the book before it trades); a sell holds its base size. Fees
 * are charged in the asset received (a buyer pays in base, a seller in quote), so a hold never
 * needs a margin for fees. A taker buy that fills below its limit gets the difference released at
 * once, so a resting buy always holds exactly price x open size.
 */
export class Exchange extends SpotCore {
  apply(command: ExchangeCommand): ExchangeEvent[] {
    const out: ExchangeEvent[] = [];
    switch (command.type) {
      case 'deposit':
      case 'withdraw':
        transfer(this, command, out);
        break;
      case 'set-fee-tier':
        if (isFeeTierName(command.tier)) this.feeTiers.set(command.accountId, command.tier);
        else out.push(rejection(command, 'unknown-fee-tier', undefined, undefined));
        break;
      case 'place':
        place(this, command, out);
        break;
      case 'cancel':
        cancel(this, command, out);
        break;
      case 'cancel-all':
        cancelAll(this, command, out);
        break;
      case 'amend':
        amend(this, command, out);
        break;
    }
    balanceEvents(this.ledger, out);
    noteSpotChanges(this, command, out);
    return out;
  }

  symbols(): SymbolSpec[] {
    return [...this.markets.values()].map((market) => market.spec);
  }

  /** The symbol's book, for read-only queries (depth, best prices). Mutate only through apply(). */
  book(symbol: string): OrderBook {
    const market = this.markets.get(symbol);
    if (market === undefined) throw new Error(`unknown symbol ${symbol}`);
    return market.book;
  }

  balance(accountId: string, asset: string): { available: string; hold: string } {
    return balanceView(this, accountId, asset);
  }

  openOrders(accountId: string, symbol?: string): OpenOrderView[] {
    return openOrders(this, accountId, symbol);
  }

  /** The ledger's conservation check alone (cheap enough to run after every command). */
  checkConservation(): string[] {
    return this.ledger.checkConservation();
  }

  /** See exchange/invariants.ts. */
  checkInvariants(arrival?: ReadonlyMap<number, number>): string[] {
    return checkInvariants(this, arrival);
  }

  snapshot(): ExchangeSnapshot {
    return snapshot(this);
  }

  static restore(snapshot: ExchangeSnapshot, symbols: readonly SymbolSpec[] = SYMBOLS): Exchange {
    const exchange = new Exchange(symbols);
    restoreInto(exchange, snapshot);
    return exchange;
  }

  /** The snapshot parts changed since the last call (all of them the first time): see snapshot-parts.ts. */
  takeSnapshotParts(): SnapshotParts {
    return takeSpotParts(this);
  }

  /** An exchange from stored snapshot parts (the journal after them is replayed by the caller). */
  static fromParts(
    parts: Iterable<readonly [string, PartValue]>,
    symbols: readonly SymbolSpec[] = SYMBOLS,
  ): Exchange {
    const exchange = new Exchange(symbols);
    restoreSpotParts(exchange, parts);
    return exchange;
  }
}
