/**
 * One symbol's engine in the cluster: the deterministic Exchange restricted to that symbol, fed the
 * symbol's command subject in stream order. Each applied command yields one result: the exchange's
 * events plus the ledger postings they imply (balance deltas of every touched account, the residual
 * per asset booked to the symbol's fee account, or to `@outside` for a deposit or withdrawal), so
 * every result's postings sum to zero per asset. Pure: no I/O, so replay gives the same results.
 */
import {
  Exchange,
  type ExchangeCommand,
  type ExchangeEvent,
  type ExchangeSnapshot,
  formatUnits,
  getSymbol,
  LEDGER_DECIMALS,
  parseUnits,
} from '../markets/index.ts';
import { spotOrderNumber } from './order-numbers.ts';

export interface Posting {
  account: string;
  asset: string;
  /** Signed decimal at LEDGER_DECIMALS. */
  amount: string;
}

/** The command as it travels on `spot.cmd.<SYMBOL>`: the gateway's request id and the command. */
export interface CommandEnvelope {
  rid: string;
  command: ExchangeCommand;
}

/** One applied command: what the engine publishes on `spot.evt.<SYMBOL>`. */
export interface CommandResult {
  symbol: string;
  /** The command's stream sequence: the result's identity (postings are keyed by it). */
  seq: number;
  rid: string;
  events: ExchangeEvent[];
  postings: Posting[];
  /** For a wallet transfer's command (`xfer:` request id): whether it moved the money, even when repeated. */
  transfer?: 'applied' | 'refused';
}

export interface SymbolEngineSnapshot {
  symbol: string;
  seq: number;
  exchange: ExchangeSnapshot;
  /** Sum of postings per `${account}|${asset}`: what PostgreSQL must hold for each account. */
  totals: Array<[string, string]>;
  /** Wallet transfers applied (`xfer:<transfer id>`) and whether each moved the money. */
  transfers?: Array<[string, boolean]>;
}

/** A signed ledger amount (postings and account totals may be negative; parseUnits takes none). */
export function parseSignedUnits(text: string): bigint {
  const negative = text.startsWith('-');
  const units = parseUnits(negative ? text.slice(1) : text, LEDGER_DECIMALS);
  if (units === undefined) throw new Error(`not a ledger amount: ${text}`);
  return negative ? -units : units;
}

/** A spot engine's top of book (`spot.q.<SYMBOL>` with `{top: true}`). */
export interface SpotTop {
  symbol: string;
  seq: number;
  bid?: number;
  ask?: number;
}

export const OUTSIDE_ACCOUNT = '@outside';
export const feeAccount = (symbol: string): string => `@fees:${symbol}`;

export class SymbolEngine {
  private exchange: Exchange;
  private readonly totals: Map<string, bigint>;
  /** Wallet transfers already applied: a transfer's deposit re-published after the de-duplication window is applied once. */
  private readonly transfers: Map<string, boolean>;
  /** Stream sequence of the last command applied. */
  seq: number;

  constructor(
    readonly symbol: string,
    snapshot?: SymbolEngineSnapshot,
  ) {
    const spec = getSymbol(symbol);
    this.exchange = snapshot ? Exchange.restore(snapshot.exchange, [spec]) : new Exchange([spec]);
    this.totals = new Map((snapshot?.totals ?? []).map(([key, value]) => [key, BigInt(value)]));
    this.seq = snapshot?.seq ?? 0;
    this.transfers = new Map(snapshot?.transfers ?? []);
  }

  /** Applies the command at stream sequence `seq`; a sequence already applied yields nothing. */
  apply(seq: number, envelope: CommandEnvelope): CommandResult | undefined {
    if (seq <= this.seq) return undefined;
    this.seq = seq;
    const command = envelope.command;
    // Unique across symbols and the same on every replay (order-numbers.ts), whatever a snapshot counted.
    this.exchange.nextOrderId = spotOrderNumber(seq);
    const isTransfer = envelope.rid.startsWith('xfer:');
    const repeatedTransfer = isTransfer && this.transfers.has(envelope.rid);
    // A command for another symbol on this subject would break the shard's determinism: refuse it.
    const events = repeatedTransfer
      ? []
      : 'symbol' in command && command.symbol !== this.symbol
        ? []
        : command.type === 'set-fee-tier'
          ? []
          : this.exchange.apply(command);
    if (isTransfer && !repeatedTransfer)
      this.transfers.set(envelope.rid, !events.some((event) => event.type === 'rejected'));
    const postings: Posting[] = [];
    const residual = new Map<string, bigint>();
    for (const event of events) {
      if (event.type !== 'balance') continue;
      const key = `${event.accountId}|${event.asset}`;
      const total =
        (parseUnits(event.available, LEDGER_DECIMALS) ?? 0n) +
        (parseUnits(event.hold, LEDGER_DECIMALS) ?? 0n);
      const delta = total - (this.totals.get(key) ?? 0n);
      if (delta === 0n) continue;
      this.totals.set(key, total);
      postings.push({
        account: event.accountId,
        asset: event.asset,
        amount: formatUnits(delta, LEDGER_DECIMALS),
      });
      residual.set(event.asset, (residual.get(event.asset) ?? 0n) + delta);
    }
    const counterparty =
      command.type === 'deposit' || command.type === 'withdraw' ? OUTSIDE_ACCOUNT : feeAccount(this.symbol);
    for (const [asset, sum] of residual) {
      if (sum === 0n) continue;
      const key = `${counterparty}|${asset}`;
      this.totals.set(key, (this.totals.get(key) ?? 0n) - sum);
      postings.push({ account: counterparty, asset, amount: formatUnits(-sum, LEDGER_DECIMALS) });
    }
    const transfer = isTransfer ? (this.transfers.get(envelope.rid) ? 'applied' : 'refused') : undefined;
    return {
      symbol: this.symbol,
      seq,
      rid: envelope.rid,
      events,
      postings,
      ...(transfer === undefined ? {} : { transfer }),
    };
  }

  snapshot(): SymbolEngineSnapshot {
    return {
      symbol: this.symbol,
      seq: this.seq,
      exchange: this.exchange.snapshot(),
      totals: [...this.totals].map(([key, value]) => [key, value.toString()]),
      transfers: [...this.transfers],
    };
  }

  /** The best bid and ask in ticks (absent on an empty side): the mark feed's index reads it. */
  top(): SpotTop {
    const book = this.exchange.book(this.symbol);
    const bid = book.bestBid();
    const ask = book.bestAsk();
    return {
      symbol: this.symbol,
      seq: this.seq,
      ...(bid === undefined ? {} : { bid }),
      ...(ask === undefined ? {} : { ask }),
    };
  }

  /** Resting levels as [price ticks, size lots], best first. */
  depth(): { bids: Array<[number, number]>; asks: Array<[number, number]> } {
    const { bids, asks } = this.exchange.book(this.symbol).depth();
    return {
      bids: bids.map(([price, size]) => [price, size]),
      asks: asks.map(([price, size]) => [price, size]),
    };
  }

  /** Ledger totals (available + hold) of every account the engine has posted to, system ones included. */
  balances(): Array<{ account: string; asset: string; total: string }> {
    return [...this.totals].map(([key, value]) => {
      const cut = key.indexOf('|');
      return {
        account: key.slice(0, cut),
        asset: key.slice(cut + 1),
        total: formatUnits(value, LEDGER_DECIMALS),
      };
    });
  }

  /** The exchange's own view of one account, to check the postings against. */
  exchangeBalance(account: string, asset: string): string {
    const balance = this.exchange.balance(account, asset);
    const total =
      (parseUnits(balance.available, LEDGER_DECIMALS) ?? 0n) +
      (parseUnits(balance.hold, LEDGER_DECIMALS) ?? 0n);
    return formatUnits(total, LEDGER_DECIMALS);
  }

  conservationProblems(): string[] {
    return this.exchange.checkConservation();
  }
}
