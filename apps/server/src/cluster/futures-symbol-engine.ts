/**
 * One perpetual contract's engine in the cluster: the deterministic FuturesExchange restricted to
 * that contract (its own book, positions, margin and ledger), fed the contract's command subject
 * in stream order. Orders, cancels, margin settings, money in and the mark-price feed's
 * `spot-prices` updates are all commands of that one journal, and funding falls due by a command's
 * `ts`, so replaying the journal reproduces every trade, liquidation and funding payment exactly.
 *
 * Each applied command yields one result: the exchange's events plus the ledger postings the
 * command caused (the change of every ledger account it touched: users' free balance and holds,
 * each position's margin account, the venue's fee, insurance, funding-pool and settlement accounts,
 * and `@spot-wallets` / `@venue-treasury` where money came in or went out). The futures ledger is
 * double entry, so every result's postings sum to zero. Pure: no I/O, so replay gives the same
 * results.
 *
 * Margin across shards (docs/scale-out.md, "Futures"): each engine has its own ledger, so an
 * account's futures money on a contract's engine backs only that contract. Cross margin still works
 * between the positions and orders of one contract (both legs in hedge mode); it does not pool
 * across contracts: each contract is an isolated allocation.
 */
import type { MarginMode, PositionMode } from '@tideline/core/futures';
import { FUTURES_ASSET, INSURANCE_FUND } from '../futures/accounts.ts';
import { getContract } from '../futures/contracts.ts';
import {
  DEFAULT_FUTURES_CONFIG,
  type FuturesConfig,
  FuturesExchange,
  type FuturesSnapshot,
} from '../futures/futures-exchange.ts';
import { futuresVenueView, type RestingQuote } from '../futures/simulator/venue-view.ts';
import type { ContractTicker } from '../futures/state.ts';
import type { FuturesCommand, FuturesEvent } from '../futures/types.ts';
import { formatUnits, LEDGER_DECIMALS } from '../markets/index.ts';
import type { FeeTierName } from '../markets/ledger/fee-tiers.ts';
import { insuranceRowOf } from '../plugins/futures/service/history.ts';
import { firstFuturesOrderNumber } from './order-numbers.ts';
import type { Posting } from './symbol-engine.ts';

/** A command as it travels on `futures.cmd.<SYMBOL>`: the publisher's request id and the command. */
export interface FuturesCommandEnvelope {
  rid: string;
  command: FuturesCommand;
}

/** One applied command, published on `futures.evt.<SYMBOL>` with message id `<SYMBOL>:<seq>`. */
export interface FuturesCommandResult {
  symbol: string;
  /** The command's stream sequence (postings are keyed by it). */
  seq: number;
  rid: string;
  events: FuturesEvent[];
  postings: Posting[];
  /** For a wallet transfer's command (`xfer:` request id): whether it moved the money, even when repeated. */
  transfer?: 'applied' | 'refused';
  /**
   * When the command moved this contract's insurance fund: the one-process history row of the
   * change (its `balance` is this engine's fund after it; the gateways add the contracts' funds up).
   */
  insurance?: NonNullable<ReturnType<typeof insuranceRowOf>>;
}

export interface FuturesSymbolEngineSnapshot {
  symbol: string;
  seq: number;
  exchange: FuturesSnapshot;
  /** Sum of postings per ledger account: what PostgreSQL must hold for each. */
  totals: Array<[string, string]>;
  transfers: Array<[string, boolean]>;
}

/** The command's contract, for commands that name one (the rest are account- or venue-wide). */
function symbolOf(command: FuturesCommand): string | undefined {
  return 'symbol' in command ? command.symbol : undefined;
}

export class FuturesSymbolEngine {
  private readonly exchange: FuturesExchange;
  private readonly totals: Map<string, bigint>;
  private readonly transfers: Map<string, boolean>;
  /** Stream sequence of the last command applied. */
  seq: number;

  constructor(
    readonly symbol: string,
    snapshot?: FuturesSymbolEngineSnapshot,
    config: Partial<FuturesConfig> = {},
  ) {
    const contracts = [getContract(symbol)];
    this.exchange = snapshot
      ? FuturesExchange.restore(snapshot.exchange, contracts)
      : new FuturesExchange({ ...DEFAULT_FUTURES_CONFIG, ...config }, contracts);
    this.totals = new Map((snapshot?.totals ?? []).map(([key, value]) => [key, BigInt(value)]));
    this.transfers = new Map(snapshot?.transfers ?? []);
    this.seq = snapshot?.seq ?? 0;
    // The whole-snapshot engine never takes incremental parts: start with nothing marked.
    this.forgetSnapshotMarks();
  }

  /** Applies the command at stream sequence `seq`; a sequence already applied yields nothing. */
  apply(seq: number, envelope: FuturesCommandEnvelope): FuturesCommandResult | undefined {
    if (seq <= this.seq) return undefined;
    this.seq = seq;
    const { command, rid } = envelope;
    const isTransfer = rid.startsWith('xfer:');
    const repeatedTransfer = isTransfer && this.transfers.has(rid);
    const foreign = symbolOf(command) !== undefined && symbolOf(command) !== this.symbol;
    // Unique across contracts and the same on every replay (order-numbers.ts), whatever a snapshot counted.
    this.exchange.nextOrderId = firstFuturesOrderNumber(seq);
    // A command for another contract on this subject would break the shard's determinism: skip it.
    const events = repeatedTransfer || foreign ? [] : this.exchange.apply(command);
    if (isTransfer && !repeatedTransfer)
      this.transfers.set(rid, !events.some((event) => event.type === 'rejected'));
    const fundBefore = formatUnits(this.totals.get(INSURANCE_FUND) ?? 0n, LEDGER_DECIMALS);
    const postings: Posting[] = [];
    for (const account of this.exchange.ledger.drainChanged()) {
      const balance = this.exchange.ledger.balance(account, FUTURES_ASSET);
      const total = balance.available + balance.hold;
      const delta = total - (this.totals.get(account) ?? 0n);
      if (delta === 0n) continue;
      this.totals.set(account, total);
      postings.push({ account, asset: FUTURES_ASSET, amount: formatUnits(delta, LEDGER_DECIMALS) });
    }
    const transfer = isTransfer ? (this.transfers.get(rid) ? 'applied' : 'refused') : undefined;
    const fundAfter = formatUnits(this.totals.get(INSURANCE_FUND) ?? 0n, LEDGER_DECIMALS);
    const insurance =
      fundAfter === fundBefore
        ? undefined
        : insuranceRowOf('live', seq, command, events, fundBefore, fundAfter);
    return {
      symbol: this.symbol,
      seq,
      rid,
      events,
      postings,
      ...(transfer === undefined ? {} : { transfer }),
      ...(insurance === undefined ? {} : { insurance }),
    };
  }

  snapshot(): FuturesSymbolEngineSnapshot {
    return {
      symbol: this.symbol,
      seq: this.seq,
      exchange: this.exchange.snapshot(),
      totals: [...this.totals].map(([key, value]) => [key, value.toString()]),
      transfers: [...this.transfers],
    };
  }

  /** What the gateways and the test ask an engine (futures.q.<SYMBOL>). */
  view(accountId?: string): FuturesEngineView {
    return {
      ...this.marketView(accountId),
      totals: [...this.totals].map(([account, value]) => ({
        account,
        total: formatUnits(value, LEDGER_DECIMALS),
      })),
      problems: [...this.exchange.checkInvariants(), ...this.mismatches()],
    };
  }

  /**
   * The contract's book and ticker, with the account's part when one is named: what a trading call
   * and the product server's channels read, without the ledger totals and the invariant check over
   * every account that `view` adds (milliseconds on a busy contract, on the engine's one thread).
   */
  marketView(accountId?: string): FuturesTradingView {
    const ticker = this.exchange.ticker(this.symbol);
    const { bids, asks } = this.exchange.book(this.symbol).depth();
    return {
      symbol: this.symbol,
      seq: this.seq,
      markPrice: ticker.markPrice,
      nextFundingTime: ticker.nextFundingTime,
      ticker,
      depth: { bids: bids.map(([p, s]) => [p, s]), asks: asks.map(([p, s]) => [p, s]) },
      ...(accountId === undefined ? {} : { account: this.accountPart(accountId) }),
    };
  }

  /**
   * Several accounts' parts of the contract in one answer: the product server reads every watched
   * account that holds something here after a mark move, so one read per contract serves them all.
   */
  accountsView(accounts: readonly string[]): FuturesAccountsView {
    return {
      symbol: this.symbol,
      seq: this.seq,
      parts: Object.fromEntries(accounts.map((accountId) => [accountId, this.accountPart(accountId)])),
    };
  }

  /** One account's balance, settings, positions and open orders on this contract. */
  private accountPart(accountId: string): FuturesAccountPart {
    return {
      balance: this.exchange.balance(accountId),
      availableToTrade: this.exchange.availableToTrade(accountId),
      ...this.settingsOf(accountId),
      positions: this.exchange.positionsOf(accountId, this.symbol),
      openOrders: this.exchange.openOrders(accountId, this.symbol),
    };
  }

  /** The account's leverage and margin mode on the contract, and its position mode on this engine. */
  private settingsOf(accountId: string) {
    const { leverage, marginMode } = this.exchange.symbolSettings(accountId, this.symbol);
    return {
      leverage,
      marginMode,
      positionMode: this.exchange.positionMode(accountId),
      feeTier: this.exchange.feeTierOf(accountId),
    };
  }

  /** What the simulated market (futures-sim-main.ts) reads of the contract for `accounts`. */
  simulatorView(accounts: readonly string[]): FuturesSimulatorViewData {
    const view = futuresVenueView(this.exchange);
    return {
      symbol: this.symbol,
      seq: this.seq,
      indexPrice: view.indexPrice(this.symbol) ?? null,
      accounts: Object.fromEntries(
        accounts.map((accountId) => [
          accountId,
          {
            resting: [...view.restingOrders(accountId, this.symbol)],
            net: view.netPosition(accountId, this.symbol),
            wallet: view.walletUsdt(accountId),
            leverage: view.leverage(accountId, this.symbol),
          },
        ]),
      ),
    };
  }

  /** Ledger accounts whose posted total differs from the exchange's own ledger (empty when sound). */
  private mismatches(): string[] {
    const problems: string[] = [];
    for (const [account, total] of this.totals) {
      const balance = this.exchange.ledger.balance(account, FUTURES_ASSET);
      if (balance.available + balance.hold !== total)
        problems.push(`${account}: postings differ from the ledger`);
    }
    return problems;
  }

  /**
   * The engine's own snapshot marks stay off here (no complete snapshot is ever taken, so marking
   * is a no-op); only the ledger's changed accounts, which the postings read, are drained.
   */
  private forgetSnapshotMarks(): void {
    this.exchange.ledger.drainChanged();
  }
}

/** The simulator's reads of one contract engine (futures/simulator/venue-view.ts), as data. */
export interface FuturesSimulatorViewData {
  symbol: string;
  seq: number;
  /** Index price in ticks; null before the mark feed's first price. */
  indexPrice: number | null;
  accounts: Record<string, { resting: RestingQuote[]; net: number; wallet: number; leverage: number }>;
}

/** A contract's book and ticker (`futures.q.<SYMBOL>` with `{market: true}`). */
export interface FuturesMarketView {
  symbol: string;
  seq: number;
  markPrice: string | null;
  nextFundingTime: number | null;
  /** Index, mark and last price and funding, as the one-process venue's ticker has them. */
  ticker: ContractTicker;
  depth: { bids: Array<[number, number]>; asks: Array<[number, number]> };
}

/** An account's part of one contract engine. */
export interface FuturesAccountPart {
  balance: { available: string; hold: string };
  availableToTrade: string;
  /** The account's leverage on the contract (what an order without one is sized at). */
  leverage: number;
  marginMode: MarginMode;
  /** Account-wide in the product; here this contract engine's (the gateways set it on every engine). */
  positionMode: PositionMode;
  /** The account's fee tier on this engine (what its fills pay). */
  feeTier: FeeTierName;
  positions: ReturnType<FuturesExchange['positionsOf']>;
  openOrders: ReturnType<FuturesExchange['openOrders']>;
}

/** The book and ticker with an account's part (`{market: true, accountId}`): what trading calls read. */
export interface FuturesTradingView extends FuturesMarketView {
  account?: FuturesAccountPart;
}

/** The whole view, with the ledger's totals and the invariant check: the insurance fund and the tests. */
export interface FuturesEngineView extends FuturesTradingView {
  /** Every ledger account's posted total, venue accounts included. */
  totals: Array<{ account: string; total: string }>;
  /** Broken invariants and postings that differ from the ledger (empty when sound). */
  problems: string[];
}

/** Several accounts' parts (`futures.q.<SYMBOL>` with `{accounts: [...]}`). */
export interface FuturesAccountsView {
  symbol: string;
  seq: number;
  parts: Record<string, FuturesAccountPart>;
}

/**
 * What `futures.q.<SYMBOL>` is asked: `{simulator}`, `{accounts}`, `{market: true}` (with an optional
 * `accountId`), or the whole view (with an optional `accountId`); an empty ask is the whole view.
 */
export interface FuturesEngineQuery {
  accountId?: string;
  accounts?: string[];
  market?: boolean;
  simulator?: string[];
}

/** The answer to a query, by its shape. */
export function answerFuturesQuery(engine: FuturesSymbolEngine, query: FuturesEngineQuery) {
  if (query.simulator !== undefined) return engine.simulatorView(query.simulator);
  if (query.accounts !== undefined) return engine.accountsView(query.accounts);
  if (query.market === true) return engine.marketView(query.accountId);
  return engine.view(query.accountId);
}
