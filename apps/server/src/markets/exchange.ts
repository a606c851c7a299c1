import { checkBookInvariants } from './engine/invariants.ts';
import { OrderBook } from './engine/order-book.ts';
import { enterOrder, orderPriceTicks } from './engine/order-entry.ts';
import type { BookSnapshot, EngineEvent, SelfTradePrevention, Side, TradeEvent } from './engine/types.ts';
import type {
  AmendCommand,
  CancelAllCommand,
  CancelCommand,
  CommandRejectedEvent,
  ExchangeCommand,
  ExchangeEvent,
  ExchangeRejectReason,
  PlaceCommand,
} from './exchange-types.ts';
import { formatUnits, parseSafeUnits, parseUnits } from './fixed-point.ts';
import { type FeeTierName, feeFor, getFeeTier, isFeeTierName } from './ledger/fee-tiers.ts';
import { FEES_ACCOUNT, isSystemAccount, Ledger, type LedgerSnapshot } from './ledger/ledger.ts';
import { ASSETS, LEDGER_DECIMALS, SYMBOLS, type SymbolSpec } from './symbols.ts';

/**
 * The deterministic state machine behind the gateway's markets: one order book per symbol plus
 * the ledger, driven only by `apply(command)`. Given the same commands in the same order it
 * produces the same events and the same state, which is what lets the server journal commands
 * before acknowledging them and rebuild everything after a crash by replaying the journal (or by
 * restoring a snapshot and replaying what came after it).
 *
 * Hold rule: a buy holds its quote notional at its limit price (a market buy holds exactly what
 * it will pay, computed by walking the book before it trades); a sell holds its base size. Fees
 * are charged in the asset received (a buyer pays in base, a seller in quote), so a hold never
 * needs a margin for fees. A taker buy that fills below its limit gets the difference released at
 * once, so a resting buy always holds exactly price x open size.
 */

interface Market {
  readonly spec: SymbolSpec;
  readonly book: OrderBook;
  /** Ledger units of the base asset in one lot. */
  readonly baseUnitsPerLot: bigint;
  /** Ledger units of the quote asset in one tick x one lot. */
  readonly quoteUnitsPerTickLot: bigint;
  readonly minNotionalUnits: bigint;
}

interface OrderRecord {
  readonly symbol: string;
  readonly accountId: string;
  readonly side: Side;
  readonly clientOrderId: string | undefined;
  /** Ticks; 0 for a market order. */
  limitPrice: number;
  /** What the order still holds, in ledger units of the asset it pays with. */
  hold: bigint;
}

export interface ExchangeSnapshot {
  readonly version: 1;
  readonly nextOrderId: number;
  readonly books: Readonly<Record<string, BookSnapshot>>;
  readonly ledger: LedgerSnapshot;
  readonly orders: ReadonlyArray<{
    readonly orderId: number;
    readonly symbol: string;
    readonly accountId: string;
    readonly side: Side;
    readonly clientOrderId: string | undefined;
    readonly limitPrice: number;
    readonly hold: string;
  }>;
  readonly feeTiers: ReadonlyArray<readonly [string, FeeTierName]>;
}

export interface OpenOrderView {
  readonly orderId: number;
  readonly symbol: string;
  readonly clientOrderId: string | undefined;
  readonly side: Side;
  readonly price: string;
  readonly size: string;
  readonly filled: string;
  readonly postOnly: boolean;
}

const MAX_CLIENT_ORDER_ID_LENGTH = 64;

export class Exchange {
  private readonly markets = new Map<string, Market>();
  private readonly orders = new Map<number, OrderRecord>();
  private readonly clientOrderIds = new Map<string, number>();
  private readonly feeTiers = new Map<string, FeeTierName>();
  private ledger = new Ledger();
  private nextOrderId = 1;

  constructor(symbols: readonly SymbolSpec[] = SYMBOLS) {
    for (const spec of symbols) {
      const quoteUnitsPerTickLot = 10n ** BigInt(LEDGER_DECIMALS - spec.pricePlace - spec.quotePrecision);
      this.markets.set(spec.symbol, {
        spec,
        book: new OrderBook(),
        baseUnitsPerLot: 10n ** BigInt(LEDGER_DECIMALS - spec.quotePrecision),
        quoteUnitsPerTickLot,
        minNotionalUnits: parseUnits(spec.minNotionalQuote, LEDGER_DECIMALS) ?? 0n,
      });
    }
  }

  apply(command: ExchangeCommand): ExchangeEvent[] {
    const out: ExchangeEvent[] = [];
    switch (command.type) {
      case 'deposit':
      case 'withdraw':
        this.transfer(command.type, command.accountId, command.asset, command.amount, command.ts, out);
        break;
      case 'set-fee-tier':
        if (isFeeTierName(command.tier)) this.feeTiers.set(command.accountId, command.tier);
        else out.push(rejection(command, 'unknown-fee-tier', undefined, undefined));
        break;
      case 'place':
        this.place(command, out);
        break;
      case 'cancel':
        this.cancel(command, out);
        break;
      case 'cancel-all':
        this.cancelAll(command, out);
        break;
      case 'amend':
        this.amend(command, out);
        break;
    }
    for (const [accountId, asset] of this.ledger.drainTouched()) {
      const balance = this.ledger.balance(accountId, asset);
      out.push({
        type: 'balance',
        accountId,
        asset,
        available: formatUnits(balance.available, LEDGER_DECIMALS),
        hold: formatUnits(balance.hold, LEDGER_DECIMALS),
      });
    }
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
    const balance = this.ledger.balance(accountId, asset);
    return {
      available: formatUnits(balance.available, LEDGER_DECIMALS),
      hold: formatUnits(balance.hold, LEDGER_DECIMALS),
    };
  }

  feeTierOf(accountId: string): FeeTierName {
    return this.feeTiers.get(accountId) ?? 'VIP0';
  }

  openOrders(accountId: string, symbol?: string): OpenOrderView[] {
    const result: OpenOrderView[] = [];
    for (const [orderId, record] of this.orders) {
      if (record.accountId !== accountId || (symbol !== undefined && record.symbol !== symbol)) continue;
      const market = this.markets.get(record.symbol)!;
      const resting = market.book.getOrder(orderId);
      if (resting === undefined) continue;
      result.push({
        orderId,
        symbol: record.symbol,
        clientOrderId: record.clientOrderId,
        side: record.side,
        price: formatUnits(resting.price, market.spec.pricePlace),
        size: formatUnits(resting.size, market.spec.quotePrecision),
        filled: formatUnits(resting.filled, market.spec.quotePrecision),
        postOnly: resting.postOnly,
      });
    }
    return result;
  }

  /** The ledger's conservation check alone (cheap enough to run after every command). */
  checkConservation(): string[] {
    return this.ledger.checkConservation();
  }

  /**
   * Everything that must hold between commands: each book sound, the ledger conserved, and every
   * hold bucket equal to the holds of that account's open orders (a resting buy holding exactly
   * price x open size, a resting sell its open size). Returns the broken rules. `arrival` (order
   * id -> arrival number) adds the FIFO check, see checkBookInvariants.
   */
  checkInvariants(arrival?: ReadonlyMap<number, number>): string[] {
    const problems = this.ledger.checkConservation();
    const expectedHolds = new Map<string, bigint>();
    for (const [orderId, record] of this.orders) {
      const market = this.markets.get(record.symbol)!;
      const resting = market.book.getOrder(orderId);
      if (resting === undefined) {
        problems.push(`order ${orderId} has a record but is not on the book`);
        continue;
      }
      const expected =
        record.side === 'buy'
          ? BigInt(resting.price) * BigInt(resting.size) * market.quoteUnitsPerTickLot
          : BigInt(resting.size) * market.baseUnitsPerLot;
      if (record.hold !== expected)
        problems.push(`order ${orderId} holds ${record.hold}, expected ${expected}`);
      const key = `${record.accountId}\u0000${record.side === 'buy' ? market.spec.quote : market.spec.base}`;
      expectedHolds.set(key, (expectedHolds.get(key) ?? 0n) + record.hold);
    }
    const records = new Map<string, number>();
    for (const record of this.orders.values())
      records.set(record.symbol, (records.get(record.symbol) ?? 0) + 1);
    for (const market of this.markets.values()) {
      if (market.book.orderCount !== (records.get(market.spec.symbol) ?? 0)) {
        problems.push(`${market.spec.symbol}: resting orders and order records differ`);
      }
      for (const problem of checkBookInvariants(market.book, arrival))
        problems.push(`${market.spec.symbol}: ${problem}`);
    }
    for (const [key, expected] of expectedHolds) {
      const [accountId, asset] = key.split('\u0000') as [string, string];
      const actual = this.ledger.balance(accountId, asset).hold;
      if (actual !== expected)
        problems.push(`${accountId} ${asset} hold ${actual}, open orders hold ${expected}`);
    }
    return problems;
  }

  snapshot(): ExchangeSnapshot {
    const books: Record<string, BookSnapshot> = {};
    for (const [symbol, market] of this.markets) books[symbol] = market.book.snapshot();
    return {
      version: 1,
      nextOrderId: this.nextOrderId,
      books,
      ledger: this.ledger.snapshot(),
      orders: [...this.orders].map(([orderId, record]) => ({
        orderId,
        symbol: record.symbol,
        accountId: record.accountId,
        side: record.side,
        clientOrderId: record.clientOrderId,
        limitPrice: record.limitPrice,
        hold: record.hold.toString(),
      })),
      feeTiers: [...this.feeTiers],
    };
  }

  static restore(snapshot: ExchangeSnapshot, symbols: readonly SymbolSpec[] = SYMBOLS): Exchange {
    const exchange = new Exchange(symbols);
    exchange.nextOrderId = snapshot.nextOrderId;
    exchange.ledger = Ledger.restore(snapshot.ledger);
    for (const [symbol, book] of Object.entries(snapshot.books)) {
      const market = exchange.markets.get(symbol);
      if (market === undefined) throw new Error(`snapshot has unknown symbol ${symbol}`);
      exchange.markets.set(symbol, { ...market, book: OrderBook.restore(book) });
    }
    for (const order of snapshot.orders) {
      exchange.orders.set(order.orderId, {
        symbol: order.symbol,
        accountId: order.accountId,
        side: order.side,
        clientOrderId: order.clientOrderId,
        limitPrice: order.limitPrice,
        hold: BigInt(order.hold),
      });
      if (order.clientOrderId !== undefined) {
        exchange.clientOrderIds.set(clientKey(order.accountId, order.clientOrderId), order.orderId);
      }
    }
    for (const [accountId, tier] of snapshot.feeTiers) exchange.feeTiers.set(accountId, tier);
    return exchange;
  }

  private transfer(
    kind: 'deposit' | 'withdraw',
    accountId: string,
    asset: string,
    amountText: string,
    ts: number,
    out: ExchangeEvent[],
  ): void {
    const command = { type: kind, accountId, ts } as const;
    if (!ASSETS.includes(asset)) {
      out.push(rejection(command, 'unknown-asset', undefined, undefined));
      return;
    }
    const amount = parseUnits(amountText, LEDGER_DECIMALS);
    if (isSystemAccount(accountId)) {
      out.push(rejection(command, 'invalid-account', undefined, undefined));
      return;
    }
    if (amount === undefined || amount <= 0n) {
      out.push(rejection(command, 'invalid-amount', undefined, undefined));
      return;
    }
    if (kind === 'deposit') this.ledger.deposit(accountId, asset, amount);
    else if (!this.ledger.withdraw(accountId, asset, amount)) {
      out.push(rejection(command, 'insufficient-balance', undefined, undefined));
    }
  }

  private place(command: PlaceCommand, out: ExchangeEvent[]): void {
    const market = this.markets.get(command.symbol);
    if (market === undefined) {
      out.push(rejection(command, 'unknown-symbol', undefined, command.clientOrderId));
      return;
    }
    const orderId = this.nextOrderId++;
    const reject = (reason: ExchangeRejectReason) =>
      out.push(rejection(command, reason, orderId, command.clientOrderId));
    if (isSystemAccount(command.accountId)) return void reject('invalid-account');
    const { spec, book } = market;
    const stp: SelfTradePrevention = command.selfTradePrevention ?? 'cancel-newest';
    let size: number | undefined;
    let marketBuyHold: bigint | undefined;
    if (command.funds !== undefined) {
      if (command.orderType !== 'market' || command.side !== 'buy' || command.size !== undefined) {
        return void reject('invalid-order');
      }
      const funds = parseUnits(command.funds, LEDGER_DECIMALS);
      if (funds === undefined || funds <= 0n) return void reject('invalid-amount');
      const estimate = book.estimateTakeForFunds(funds / market.quoteUnitsPerTickLot, command.accountId, stp);
      size = estimate.size;
      marketBuyHold = estimate.notional * market.quoteUnitsPerTickLot;
    } else {
      size = command.size === undefined ? undefined : parseSafeUnits(command.size, spec.quotePrecision);
    }
    if (size === undefined) return void reject('invalid-size');
    if (size < spec.minSizeLots) return void reject('below-min-size');
    if (size > spec.maxSizeLots) return void reject('above-max-size');
    const isLimit = command.orderType === 'limit';
    const price = orderPriceTicks(command.orderType, command.price, spec.pricePlace, spec.maxPriceTicks);
    if (typeof price !== 'number') return void reject(price);
    if (isLimit && BigInt(price) * BigInt(size) * market.quoteUnitsPerTickLot < market.minNotionalUnits) {
      return void reject('below-min-notional');
    }
    const clientOrderId = command.clientOrderId;
    if (clientOrderId !== undefined) {
      if (clientOrderId.length === 0 || clientOrderId.length > MAX_CLIENT_ORDER_ID_LENGTH) {
        return void reject('invalid-order');
      }
      if (this.clientOrderIds.has(clientKey(command.accountId, clientOrderId))) {
        return void reject('duplicate-client-order-id');
      }
    }
    let hold: bigint;
    if (marketBuyHold !== undefined) {
      hold = marketBuyHold;
    } else if (command.side === 'sell') {
      hold = BigInt(size) * market.baseUnitsPerLot;
    } else if (isLimit) {
      hold = BigInt(price) * BigInt(size) * market.quoteUnitsPerTickLot;
    } else {
      hold =
        book.estimateTake('buy', undefined, size, command.accountId, stp).notional *
        market.quoteUnitsPerTickLot;
    }
    const payAsset = command.side === 'buy' ? spec.quote : spec.base;
    if (this.ledger.balance(command.accountId, payAsset).available < hold) {
      return void reject('insufficient-balance');
    }
    const events: EngineEvent[] = [];
    enterOrder(
      book,
      {
        orderId,
        accountId: command.accountId,
        side: command.side,
        orderType: command.orderType,
        price,
        size,
        timeInForce: command.timeInForce,
        postOnly: command.postOnly,
        clientOrderId,
        selfTradePrevention: stp,
        ts: command.ts,
      },
      events,
    );
    this.settle(market, events, command, { orderId, hold, limitPrice: price }, out);
  }

  private cancel(command: CancelCommand, out: ExchangeEvent[]): void {
    const market = this.markets.get(command.symbol);
    if (market === undefined) {
      out.push(rejection(command, 'unknown-symbol', command.orderId, command.clientOrderId));
      return;
    }
    const orderId =
      command.orderId ??
      (command.clientOrderId === undefined
        ? undefined
        : this.clientOrderIds.get(clientKey(command.accountId, command.clientOrderId)));
    const record = orderId === undefined ? undefined : this.orders.get(orderId);
    if (orderId === undefined || record === undefined || record.symbol !== command.symbol) {
      out.push(rejection(command, 'unknown-order', orderId, command.clientOrderId));
      return;
    }
    const events: EngineEvent[] = [];
    market.book.cancel({ type: 'cancel', orderId, accountId: command.accountId, ts: command.ts }, events);
    this.settle(market, events, command, undefined, out);
  }

  private cancelAll(command: CancelAllCommand, out: ExchangeEvent[]): void {
    if (!this.markets.has(command.symbol)) {
      out.push(rejection(command, 'unknown-symbol', undefined, undefined));
      return;
    }
    const targets: Array<[number, string]> = [];
    for (const [orderId, record] of this.orders) {
      if (record.accountId !== command.accountId) continue;
      if (record.symbol !== command.symbol) continue;
      if (command.side !== undefined && record.side !== command.side) continue;
      targets.push([orderId, record.symbol]);
    }
    for (const [orderId, symbol] of targets) {
      this.cancel({ type: 'cancel', symbol, accountId: command.accountId, orderId, ts: command.ts }, out);
    }
  }

  private amend(command: AmendCommand, out: ExchangeEvent[]): void {
    const market = this.markets.get(command.symbol);
    const reject = (reason: ExchangeRejectReason) =>
      out.push(rejection(command, reason, command.orderId, undefined));
    if (market === undefined) return void reject('unknown-symbol');
    const record = this.orders.get(command.orderId);
    const resting = market.book.getOrder(command.orderId);
    if (record === undefined || resting === undefined || record.symbol !== command.symbol) {
      return void reject('unknown-order');
    }
    if (record.accountId !== command.accountId) return void reject('not-owner');
    const { spec } = market;
    const price =
      command.price === undefined ? resting.price : parseSafeUnits(command.price, spec.pricePlace);
    if (price === undefined || price > spec.maxPriceTicks) return void reject('invalid-price');
    const size =
      command.size === undefined ? resting.size : parseSafeUnits(command.size, spec.quotePrecision);
    if (size === undefined) return void reject('invalid-size');
    if (size < spec.minSizeLots) return void reject('below-min-size');
    if (size > spec.maxSizeLots) return void reject('above-max-size');
    if (BigInt(price) * BigInt(size) * market.quoteUnitsPerTickLot < market.minNotionalUnits) {
      return void reject('below-min-notional');
    }
    const newHold =
      record.side === 'buy'
        ? BigInt(price) * BigInt(size) * market.quoteUnitsPerTickLot
        : BigInt(size) * market.baseUnitsPerLot;
    const payAsset = record.side === 'buy' ? spec.quote : spec.base;
    if (newHold - record.hold > this.ledger.balance(record.accountId, payAsset).available) {
      return void reject('insufficient-balance');
    }
    const events: EngineEvent[] = [];
    market.book.amend(
      { type: 'amend', orderId: command.orderId, accountId: command.accountId, price, size, ts: command.ts },
      events,
    );
    this.settle(market, events, command, { orderId: command.orderId, hold: newHold, limitPrice: price }, out);
  }

  /**
   * Turns engine events into ledger postings and exchange events. `pending` is the hold the
   * command's own order takes when the engine accepts (place) or amends it.
   */
  private settle(
    market: Market,
    events: readonly EngineEvent[],
    command: PlaceCommand | CancelCommand | AmendCommand,
    pending: { orderId: number; hold: bigint; limitPrice: number } | undefined,
    out: ExchangeEvent[],
  ): void {
    const { spec } = market;
    const symbol = spec.symbol;
    const price = (ticks: number) => formatUnits(ticks, spec.pricePlace);
    const size = (lots: number) => formatUnits(lots, spec.quotePrecision);
    for (const event of events) {
      switch (event.type) {
        case 'accepted': {
          const hold = pending!.hold;
          const payAsset = event.side === 'buy' ? spec.quote : spec.base;
          this.ledger.placeHold(event.accountId, payAsset, hold);
          this.orders.set(event.orderId, {
            symbol,
            accountId: event.accountId,
            side: event.side,
            clientOrderId: event.clientOrderId,
            limitPrice: pending!.limitPrice,
            hold,
          });
          if (event.clientOrderId !== undefined) {
            this.clientOrderIds.set(clientKey(event.accountId, event.clientOrderId), event.orderId);
          }
          out.push({
            type: 'accepted',
            symbol,
            orderId: event.orderId,
            accountId: event.accountId,
            clientOrderId: event.clientOrderId,
            side: event.side,
            orderType: event.orderType,
            price: event.orderType === 'market' ? null : price(event.price),
            size: size(event.size),
            timeInForce: event.timeInForce,
            postOnly: event.postOnly,
            ts: event.ts,
          });
          break;
        }
        case 'amended': {
          const record = this.orders.get(event.orderId)!;
          const payAsset = record.side === 'buy' ? spec.quote : spec.base;
          const delta = pending!.hold - record.hold;
          if (delta > 0n) this.ledger.placeHold(record.accountId, payAsset, delta);
          else this.ledger.releaseHold(record.accountId, payAsset, -delta);
          record.hold = pending!.hold;
          record.limitPrice = pending!.limitPrice;
          out.push({
            type: 'amended',
            symbol,
            orderId: event.orderId,
            accountId: event.accountId,
            price: price(event.price),
            size: size(event.size),
            priorityKept: event.priorityKept,
            ts: event.ts,
          });
          break;
        }
        case 'trade':
          out.push(this.settleTrade(market, event));
          break;
        case 'cancelled':
          out.push({
            type: 'cancelled',
            symbol,
            orderId: event.orderId,
            accountId: event.accountId,
            side: event.side,
            size: size(event.size),
            reason: event.reason,
            ts: event.ts,
          });
          break;
        case 'done': {
          const record = this.orders.get(event.orderId)!;
          this.ledger.releaseHold(
            record.accountId,
            event.side === 'buy' ? spec.quote : spec.base,
            record.hold,
          );
          this.orders.delete(event.orderId);
          if (record.clientOrderId !== undefined) {
            this.clientOrderIds.delete(clientKey(record.accountId, record.clientOrderId));
          }
          out.push({
            type: 'done',
            symbol,
            orderId: event.orderId,
            accountId: event.accountId,
            reason: event.reason,
            cancelReason: event.cancelReason,
            filled: size(event.filled),
            ts: event.ts,
          });
          break;
        }
        case 'rejected':
          out.push(rejection(command, event.reason, event.orderId, clientOrderIdOf(command)));
          break;
      }
    }
  }

  private settleTrade(market: Market, trade: TradeEvent): ExchangeEvent {
    const { spec } = market;
    const buyerIsTaker = trade.takerSide === 'buy';
    const buyerOrderId = buyerIsTaker ? trade.takerOrderId : trade.makerOrderId;
    const sellerOrderId = buyerIsTaker ? trade.makerOrderId : trade.takerOrderId;
    const buyer = this.orders.get(buyerOrderId)!;
    const seller = this.orders.get(sellerOrderId)!;
    const quote = BigInt(trade.price) * BigInt(trade.size) * market.quoteUnitsPerTickLot;
    const base = BigInt(trade.size) * market.baseUnitsPerLot;

    this.ledger.post(spec.quote, [buyer.accountId, 'hold'], [seller.accountId, 'available'], quote);
    buyer.hold -= quote;
    if (buyerIsTaker && buyer.limitPrice > trade.price) {
      const saved = BigInt(buyer.limitPrice - trade.price) * BigInt(trade.size) * market.quoteUnitsPerTickLot;
      this.ledger.releaseHold(buyer.accountId, spec.quote, saved);
      buyer.hold -= saved;
    }
    this.ledger.post(spec.base, [seller.accountId, 'hold'], [buyer.accountId, 'available'], base);
    seller.hold -= base;

    const buyerTier = getFeeTier(this.feeTierOf(buyer.accountId));
    const sellerTier = getFeeTier(this.feeTierOf(seller.accountId));
    const buyerFee = feeFor(base, buyerIsTaker ? buyerTier.takerRatePpm : buyerTier.makerRatePpm);
    const sellerFee = feeFor(quote, buyerIsTaker ? sellerTier.makerRatePpm : sellerTier.takerRatePpm);
    this.ledger.post(spec.base, [buyer.accountId, 'available'], [FEES_ACCOUNT, 'available'], buyerFee);
    this.ledger.post(spec.quote, [seller.accountId, 'available'], [FEES_ACCOUNT, 'available'], sellerFee);

    const makerFee = formatUnits(buyerIsTaker ? sellerFee : buyerFee, LEDGER_DECIMALS);
    const takerFee = formatUnits(buyerIsTaker ? buyerFee : sellerFee, LEDGER_DECIMALS);
    return {
      type: 'trade',
      symbol: spec.symbol,
      tradeId: trade.tradeId,
      price: formatUnits(trade.price, spec.pricePlace),
      size: formatUnits(trade.size, spec.quotePrecision),
      quoteAmount: formatUnits(quote, LEDGER_DECIMALS),
      takerSide: trade.takerSide,
      makerOrderId: trade.makerOrderId,
      makerAccountId: trade.makerAccountId,
      takerOrderId: trade.takerOrderId,
      takerAccountId: trade.takerAccountId,
      makerFee,
      makerFeeAsset: buyerIsTaker ? spec.quote : spec.base,
      takerFee,
      takerFeeAsset: buyerIsTaker ? spec.base : spec.quote,
      ts: trade.ts,
    };
  }
}

function clientKey(accountId: string, clientOrderId: string): string {
  return `${accountId}\u0000${clientOrderId}`;
}

function clientOrderIdOf(command: PlaceCommand | CancelCommand | AmendCommand): string | undefined {
  return command.type === 'amend' ? undefined : command.clientOrderId;
}

function rejection(
  command: { type: ExchangeCommand['type']; accountId: string; ts: number; symbol?: string },
  reason: ExchangeRejectReason,
  orderId: number | undefined,
  clientOrderId: string | undefined,
): CommandRejectedEvent {
  return {
    type: 'rejected',
    command: command.type,
    accountId: command.accountId,
    symbol: command.symbol,
    orderId,
    clientOrderId,
    reason,
    ts: command.ts,
  };
}
