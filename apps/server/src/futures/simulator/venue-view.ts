import type { Side } from '../../markets/engine/types.ts';
import { parseSafeUnits } from '../../markets/fixed-point.ts';
import type { ContractSpec } from '../contracts.ts';
import type { FuturesExchange } from '../futures-exchange.ts';

/** One of the simulated market maker's resting quotes, in the contract's ticks and lots. */
export interface RestingQuote {
  readonly orderId: number;
  readonly side: Side;
  readonly price: number;
  readonly size: number;
}

/**
 * What the futures simulator reads of one venue before each step: the only way it sees the
 * exchange, so it can be driven by a real FuturesExchange or by a test's table.
 */
export interface FuturesVenueView {
  readonly contracts: readonly ContractSpec[];
  /** Index price in ticks; undefined until the spot market has quoted the pair. */
  indexPrice(symbol: string): number | undefined;
  /** Resting limit orders of `accountId` on `symbol`. */
  restingOrders(accountId: string, symbol: string): readonly RestingQuote[];
  /** Signed position in lots: positive long, negative short (one-way mode). */
  netPosition(accountId: string, symbol: string): number;
  /** Free balance plus margin held for orders, in USDT (a float: only compared with thresholds). */
  walletUsdt(accountId: string): number;
  leverage(accountId: string, symbol: string): number;
}

export function futuresVenueView(exchange: FuturesExchange): FuturesVenueView {
  const contracts = exchange.contracts();
  const bySymbol = new Map(contracts.map((contract) => [contract.symbol, contract]));
  const contractOf = (symbol: string): ContractSpec => {
    const contract = bySymbol.get(symbol);
    if (contract === undefined) throw new Error(`unknown contract ${symbol}`);
    return contract;
  };
  return {
    contracts,
    indexPrice(symbol) {
      const index = exchange.ticker(symbol).indexPrice;
      return index === null ? undefined : parseSafeUnits(index, contractOf(symbol).pricePlace);
    },
    restingOrders(accountId, symbol) {
      const contract = contractOf(symbol);
      const quotes: RestingQuote[] = [];
      for (const order of exchange.openOrders(accountId, symbol)) {
        if (order.triggerPrice !== null || order.orderType !== 'limit') continue;
        const price = parseSafeUnits(order.price, contract.pricePlace);
        const size = parseSafeUnits(order.size, contract.sizePlace);
        if (price === undefined || size === undefined) continue;
        quotes.push({ orderId: order.orderId, side: order.side, price, size });
      }
      return quotes;
    },
    netPosition(accountId, symbol) {
      return exchange.netSize(accountId, symbol);
    },
    walletUsdt(accountId) {
      const { available, hold } = exchange.balance(accountId);
      return Number(available) + Number(hold);
    },
    leverage(accountId, symbol) {
      return exchange.symbolSettings(accountId, symbol).leverage;
    },
  };
}
