import type {
  FuturesAccountView,
  FuturesPositionView,
  FuturesTickerView,
  FuturesTradeView,
} from '@tideline/core/futures';
import type { SpotFillWire } from '@tideline/protocol/spot/fill';
import type { SpotTickerWire, SpotTradeWire } from '@tideline/protocol/spot/market-data';
import type { SpotOrderWire } from '@tideline/protocol/spot/order';
import type { FuturesOrderEvent, FuturesTradeEvent } from '../../../futures/types.ts';

/**
 * The /ws payloads as Bitget's v2 socket pushes them (issue #32 item 3): the same engines' data,
 * in Bitget's field names. Numbers stay the decimal strings the gateway formats.
 */

/** A /ws spot balance change (the `balances` channel). */
export interface SpotBalanceData {
  asset: string;
  available: string;
  hold: string;
}

type Wire = readonly [string, string];

/** A rate in percent ("1.25") as Bitget's ratio ("0.0125"). */
function ratio(percent: string | null): string {
  if (percent === null || percent === '') return '';
  const value = Number(percent) / 100;
  return Number.isFinite(value) ? String(Number(value.toFixed(8))) : '';
}

function negated(amount: string): string {
  return /^-?0(\.0*)?$/.test(amount) ? '0' : amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

export function bookData(bids: readonly Wire[], asks: readonly Wire[], checksum: number, seq: number) {
  return { asks, bids, checksum, seq, ts: String(Date.now()) };
}

export function spotTicker(ticker: SpotTickerWire, best: { bidSz: string; askSz: string }) {
  return {
    instId: ticker.symbol,
    lastPr: ticker.last,
    open24h: ticker.open24h,
    high24h: ticker.high24h,
    low24h: ticker.low24h,
    change24h: ratio(ticker.changeRate24h),
    bidPr: ticker.bestBid ?? '',
    askPr: ticker.bestAsk ?? '',
    bidSz: best.bidSz,
    askSz: best.askSz,
    baseVolume: ticker.baseVolume,
    quoteVolume: ticker.quoteVolume,
    openUtc: ticker.open24h,
    changeUtc24h: ratio(ticker.changeRate24h),
    ts: String(ticker.ts),
  };
}

export function futuresTicker(ticker: FuturesTickerView, best: { bidSz: string; askSz: string }) {
  return {
    instId: ticker.symbol,
    symbol: ticker.symbol,
    lastPr: ticker.lastPrice ?? '',
    bidPr: ticker.bestBid ?? '',
    askPr: ticker.bestAsk ?? '',
    bidSz: best.bidSz,
    askSz: best.askSz,
    open24h: ticker.open24h ?? '',
    high24h: ticker.high24h ?? '',
    low24h: ticker.low24h ?? '',
    change24h: ratio(ticker.changeRate24h),
    fundingRate: ticker.fundingRate,
    nextFundingTime: ticker.nextFundingTime === null ? '' : String(ticker.nextFundingTime),
    markPrice: ticker.markPrice ?? '',
    indexPrice: ticker.indexPrice ?? '',
    holdingAmount: '0',
    baseVolume: ticker.baseVolume,
    quoteVolume: ticker.quoteVolume,
    openUtc: ticker.open24h ?? '',
    symbolType: 1,
    deliveryStartTime: null,
    deliveryTime: null,
    deliveryStatus: '',
    ts: String(ticker.ts),
  };
}

export function spotTrade(trade: SpotTradeWire) {
  return {
    ts: String(trade.ts),
    price: trade.price,
    size: trade.size,
    side: trade.side,
    tradeId: trade.tradeId,
  };
}

export function futuresTrade(trade: FuturesTradeView) {
  return {
    ts: String(trade.time),
    price: trade.price,
    size: trade.size,
    side: trade.takerSide,
    tradeId: trade.tradeId,
  };
}

/** A candle as Bitget pushes it: [start, open, high, low, close, base volume, quote volume, USDT volume]. */
export function candle(view: readonly [number, string, string, string, string, string, string]) {
  const [openTime, open, high, low, close, volume, quoteVolume] = view;
  return [String(openTime), open, high, low, close, volume, quoteVolume, quoteVolume];
}

const SPOT_STATUS: Readonly<Record<string, string>> = {
  new: 'live',
  partially_filled: 'partially_filled',
  filled: 'filled',
  cancelled: 'cancelled',
};

/** A spot order change as Bitget's spot `orders` channel pushes it. */
export function spotOrder(order: SpotOrderWire) {
  const marketBuy = order.orderType === 'market' && order.side === 'buy';
  return {
    instId: order.symbol,
    orderId: order.orderNo,
    clientOid: order.clientOrderId ?? '',
    ...(order.orderType === 'limit' ? { price: order.buyPrice } : {}),
    size: marketBuy ? order.dealCount : order.buyDelegateCount,
    newSize: marketBuy ? order.dealCount : order.buyDelegateCount,
    notional: order.dealCount,
    orderType: order.orderType,
    force: order.postOnly ? 'post_only' : order.timeInForce.toLowerCase(),
    side: order.side,
    accBaseVolume: order.buyDealCount,
    priceAvg: order.marketPrice,
    status: SPOT_STATUS[order.status] ?? order.status,
    cTime: String(order.createTime),
    uTime: String(order.updateTime),
    feeDetail: [{ feeCoin: order.feeAsset, fee: negated(order.fee) }],
    enterPointSource: 'API',
  };
}

/** A spot fill as Bitget's spot `fill` channel pushes it. */
export function spotFill(fill: SpotFillWire, orderType: string) {
  return {
    orderId: fill.orderNo,
    tradeId: fill.tradeId,
    symbol: fill.symbol,
    orderType,
    side: fill.side,
    priceAvg: fill.price,
    size: fill.size,
    amount: fill.quoteAmount,
    tradeScope: fill.liquidity,
    feeDetail: [
      { feeCoin: fill.feeAsset, deduction: 'no', totalDeductionFee: '0', totalFee: negated(fill.fee) },
    ],
    cTime: String(fill.ts),
    uTime: String(fill.ts),
  };
}

/** A spot balance as Bitget's spot `account` channel pushes it. */
export function spotAccount(balance: SpotBalanceData, now: number) {
  return {
    coin: balance.asset,
    available: balance.available,
    frozen: balance.hold,
    locked: '0',
    limitAvailable: '0',
    uTime: String(now),
  };
}

export function futuresAccount(account: FuturesAccountView) {
  return {
    marginCoin: account.marginCoin,
    frozen: account.orderMargin,
    available: account.available,
    maxOpenPosAvailable: account.available,
    maxTransferOut: account.maxTransferOut,
    equity: account.equity,
    usdtEquity: account.equity,
    unrealizedPL: account.unrealisedPnl,
    crossedRiskRate: '0',
    coupon: '0',
  };
}

export function futuresPosition(position: FuturesPositionView, now: number) {
  return {
    posId: `${position.symbol}-${position.direction}`,
    instId: position.symbol,
    marginCoin: 'USDT',
    marginSize: position.openMarginCount,
    marginMode: position.marginMode === 1 ? 'isolated' : 'crossed',
    holdSide: position.direction === 1 ? 'long' : 'short',
    posMode: position.positionMode === 2 ? 'hedge_mode' : 'one_way_mode',
    total: position.count,
    available: position.count,
    frozen: '0',
    openPriceAvg: position.openAvgPrice,
    leverage: Number(position.openLevel),
    achievedProfits: position.achievedProfits,
    unrealizedPL: position.unrealisedPnl ?? '0',
    unrealizedPLR: position.roe ?? '0',
    liquidationPrice: position.liquidationPrice ?? '0',
    markPrice: position.markPrice ?? '',
    keepMarginRate: '',
    marginRate: '',
    cTime: String(now),
    uTime: String(now),
  };
}

/**
 * A futures order event as Bitget's futures `orders` channel pushes it. `total` is the order's
 * size when it was accepted (the event of a finished order carries the size it filled).
 */
export function futuresOrder(event: FuturesOrderEvent, total: string | undefined) {
  const filled = event.status === 'done' ? event.size : '0';
  let status = 'live';
  if (event.status === 'done') status = event.reason === 'filled' ? 'filled' : 'canceled';
  else if (event.status === 'trimmed') status = 'partially_filled';
  return {
    instId: event.symbol,
    orderId: String(event.orderId),
    clientOid: '',
    price: event.price ?? '',
    size: total ?? event.size,
    orderType: event.orderType,
    force: 'gtc',
    side: event.side,
    posSide: event.positionSide === 1 ? 'long' : 'short',
    reduceOnly: event.reduceOnly ? 'yes' : 'no',
    marginCoin: 'USDT',
    accBaseVolume: filled,
    baseVolume: filled,
    status,
    cTime: String(event.ts),
    uTime: String(event.ts),
    enterPointSource: 'API',
  };
}

/** One party's side of a futures trade as Bitget's futures `fill` channel pushes it. */
export function futuresFill(trade: FuturesTradeEvent, maker: boolean) {
  const side = maker ? (trade.takerSide === 'buy' ? 'sell' : 'buy') : trade.takerSide;
  const price = Number(trade.price) * Number(trade.size);
  return {
    orderId: String(maker ? trade.makerOrderId : trade.takerOrderId),
    tradeId: String(trade.tradeId),
    symbol: trade.symbol,
    side,
    price: trade.price,
    baseVolume: trade.size,
    quoteVolume: String(price),
    profit: maker ? trade.makerRealisedPnl : trade.takerRealisedPnl,
    tradeScope: maker ? 'maker' : 'taker',
    feeDetail: [
      {
        feeCoin: 'USDT',
        deduction: 'no',
        totalDeductionFee: '0',
        totalFee: negated(maker ? trade.makerFee : trade.takerFee),
      },
    ],
    cTime: String(trade.ts),
    uTime: String(trade.ts),
  };
}
