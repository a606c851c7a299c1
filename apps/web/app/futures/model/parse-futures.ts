import { MarginMode, PositionDirection, PositionMode, type RiskTier } from '@tideline/core/futures';
import type {
  FundingRecord,
  FuturesAccount,
  FuturesContract,
  FuturesFill,
  FuturesOpenOrder,
  FuturesOrderRecord,
  FuturesPositionRow,
  FuturesSettings,
  FuturesTicker,
  OrderSide,
  TriggerSetting,
} from './futures-types.ts';

// Wire answers are checked before the page trusts them: a row missing a field the page needs is
// left out rather than shown wrong.

const DECIMAL = /^-?\d+(\.\d+)?$/;
type Loose = Record<string, unknown>;

function record(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
function decimal(value: unknown): string | undefined {
  return typeof value === 'string' && DECIMAL.test(value) ? value : undefined;
}
function decimalOrNull(value: unknown): string | null {
  return decimal(value) ?? null;
}
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
/** Ids arrive as numbers or strings; the page keys and sends them as strings. */
function id(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return text(value);
}
function side(value: unknown): OrderSide | undefined {
  return value === 'buy' || value === 'sell' ? value : undefined;
}
function direction(value: unknown): PositionDirection | undefined {
  return value === PositionDirection.Long || value === PositionDirection.Short ? value : undefined;
}
function marginMode(value: unknown): MarginMode | undefined {
  return value === MarginMode.Fixed || value === MarginMode.Cross ? value : undefined;
}
function positionMode(value: unknown): PositionMode | undefined {
  return value === PositionMode.OneWay || value === PositionMode.TwoWay ? value : undefined;
}
function trigger(value: unknown): TriggerSetting | null {
  const raw = record(value);
  const triggerPrice = decimal(raw?.triggerPrice);
  if (triggerPrice === undefined) return null;
  return { triggerPrice, priceType: raw?.priceType === 'last' ? 'last' : 'mark' };
}

function tiers(value: unknown): RiskTier[] {
  return list(value).flatMap((item) => {
    const raw = record(item);
    const maxNotional = decimal(raw?.maxNotional);
    const maintenanceMarginRate = decimal(raw?.maintenanceMarginRate);
    const maxLeverage = decimal(raw?.maxLeverage);
    const maintenanceAmount = decimal(raw?.maintenanceAmount);
    if (!maxNotional || !maintenanceMarginRate || !maxLeverage || !maintenanceAmount) return [];
    return [{ maxNotional, maintenanceMarginRate, maxLeverage, maintenanceAmount }];
  });
}

export function parseContracts(data: unknown): FuturesContract[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const symbol = text(raw?.symbol);
    const baseCoin = text(raw?.baseCoin);
    const quoteCoin = text(raw?.quoteCoin);
    const tickSize = decimal(raw?.tickSize);
    const minTradeSize = decimal(raw?.minTradeSize);
    const maxTradeSize = decimal(raw?.maxTradeSize);
    const maxPrice = decimal(raw?.maxPrice);
    const riskTiers = tiers(raw?.riskTiers);
    const { pricePlace, sizePlace } = raw ?? {};
    if (
      !symbol ||
      !baseCoin ||
      !quoteCoin ||
      !tickSize ||
      !minTradeSize ||
      !maxTradeSize ||
      !maxPrice ||
      typeof pricePlace !== 'number' ||
      typeof sizePlace !== 'number' ||
      riskTiers.length === 0
    )
      return [];
    return [
      {
        symbol,
        baseCoin,
        quoteCoin,
        pricePlace,
        sizePlace,
        tickSize,
        minTradeSize,
        maxTradeSize,
        maxPrice,
        riskTiers,
      },
    ];
  });
}

export function parseFuturesTickers(data: unknown): FuturesTicker[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const symbol = text(raw?.symbol);
    const fundingRate = decimal(raw?.fundingRate);
    const nextFundingTime = raw?.nextFundingTime;
    if (!symbol || !fundingRate || typeof nextFundingTime !== 'number') return [];
    return [
      {
        symbol,
        indexPrice: decimalOrNull(raw?.indexPrice),
        markPrice: decimalOrNull(raw?.markPrice),
        lastPrice: decimalOrNull(raw?.lastPrice),
        fundingRate,
        nextFundingTime,
        open24h: decimalOrNull(raw?.open24h),
        high24h: decimalOrNull(raw?.high24h),
        low24h: decimalOrNull(raw?.low24h),
        changeRate24h: decimalOrNull(raw?.changeRate24h),
        baseVolume: decimalOrNull(raw?.baseVolume),
        quoteVolume: decimalOrNull(raw?.quoteVolume),
        bestBid: decimalOrNull(raw?.bestBid),
        bestAsk: decimalOrNull(raw?.bestAsk),
      },
    ];
  });
}

export function parseAccount(data: unknown): FuturesAccount | null {
  const raw = record(data);
  const fields = [
    'available',
    'orderMargin',
    'positionMargin',
    'unrealisedPnl',
    'equity',
    'maxTransferOut',
  ] as const;
  const values = fields.map((field) => decimal(raw?.[field]));
  const mode = positionMode(raw?.positionMode);
  const [available, orderMargin, positionMargin, unrealisedPnl, equity, maxTransferOut] = values;
  if (!available || !orderMargin || !positionMargin || !unrealisedPnl || !equity || !maxTransferOut || !mode)
    return null;
  return {
    marginCoin: text(raw?.marginCoin) ?? 'USDT',
    available,
    orderMargin,
    positionMargin,
    unrealisedPnl,
    equity,
    maxTransferOut,
    positionMode: mode,
  };
}

export function parseSettings(data: unknown): FuturesSettings | null {
  const raw = record(data);
  const symbol = text(raw?.symbol);
  const leverage = Number(raw?.leverage);
  const maxLeverage = Number(raw?.maxLeverage);
  const margin = marginMode(raw?.marginMode);
  const mode = positionMode(raw?.positionMode);
  if (!symbol || !Number.isFinite(leverage) || !Number.isFinite(maxLeverage) || !margin || !mode) return null;
  return { symbol, leverage, maxLeverage, marginMode: margin, positionMode: mode };
}

export function parsePositions(data: unknown): FuturesPositionRow[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const symbol = text(raw?.symbol);
    const dir = direction(raw?.direction);
    const margin = marginMode(raw?.marginMode);
    const mode = positionMode(raw?.positionMode);
    const openAvgPrice = decimal(raw?.openAvgPrice);
    const openLevel = decimal(raw?.openLevel);
    const openMarginCount = decimal(raw?.openMarginCount);
    const count = decimal(raw?.count);
    const achievedProfits = decimal(raw?.achievedProfits);
    if (!symbol || !dir || !margin || !mode || !openAvgPrice || !openLevel || !openMarginCount || !count)
      return [];
    return [
      {
        symbol,
        direction: dir,
        marginMode: margin,
        positionMode: mode,
        openAvgPrice,
        openLevel,
        openMarginCount,
        count,
        achievedProfits: achievedProfits ?? '0',
        markPrice: decimalOrNull(raw?.markPrice),
        unrealisedPnl: decimalOrNull(raw?.unrealisedPnl),
        roe: decimalOrNull(raw?.roe),
        liquidationPrice: decimalOrNull(raw?.liquidationPrice),
        takeProfit: trigger(raw?.takeProfit),
        stopLoss: trigger(raw?.stopLoss),
      },
    ];
  });
}

function orderType(value: unknown): 'limit' | 'market' | undefined {
  return value === 'limit' || value === 'market' ? value : undefined;
}

export function parseOpenOrders(data: unknown): FuturesOpenOrder[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const orderId = id(raw?.orderId);
    const symbol = text(raw?.symbol);
    const orderSide = side(raw?.side);
    const positionSide = direction(raw?.positionSide);
    const type = orderType(raw?.orderType);
    const price = decimal(raw?.price);
    const size = decimal(raw?.size);
    if (!orderId || !symbol || !orderSide || !positionSide || !type || !price || !size) return [];
    return [
      {
        orderId,
        symbol,
        side: orderSide,
        positionSide,
        reduceOnly: raw?.reduceOnly === true,
        orderType: type,
        price,
        size,
        triggerPrice: decimalOrNull(raw?.triggerPrice),
        ...(typeof raw?.time === 'number' ? { time: raw.time } : {}),
      },
    ];
  });
}

export function parseOrderHistory(data: unknown): FuturesOrderRecord[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const orderId = id(raw?.orderId);
    const symbol = text(raw?.symbol);
    const orderSide = side(raw?.side);
    const positionSide = direction(raw?.positionSide);
    const type = orderType(raw?.orderType);
    const dealCount = decimal(raw?.dealCount);
    const time = raw?.time;
    if (!orderId || !symbol || !orderSide || !positionSide || !type || !dealCount) return [];
    if (typeof time !== 'number') return [];
    return [
      {
        orderId,
        symbol,
        side: orderSide,
        positionSide,
        reduceOnly: raw?.reduceOnly === true,
        orderType: type,
        price: decimalOrNull(raw?.price),
        dealCount,
        reason: text(raw?.reason) ?? '',
        time,
      },
    ];
  });
}

export function parseFills(data: unknown): FuturesFill[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const tradeId = id(raw?.tradeId);
    const orderId = id(raw?.orderId);
    const symbol = text(raw?.symbol);
    const fillSide = side(raw?.side);
    const price = decimal(raw?.price);
    const size = decimal(raw?.size);
    const fee = decimal(raw?.fee);
    const realisedPnl = decimal(raw?.realisedPnl);
    const time = raw?.time;
    if (!tradeId || !orderId || !symbol || !fillSide || !price || !size || !fee || typeof time !== 'number')
      return [];
    return [
      {
        tradeId,
        orderId,
        symbol,
        side: fillSide,
        liquidity: raw?.liquidity === 'maker' ? 'maker' : 'taker',
        price,
        size,
        fee,
        realisedPnl: realisedPnl ?? '0',
        time,
      },
    ];
  });
}

export function parseFunding(data: unknown): FundingRecord[] {
  return list(data).flatMap((item) => {
    const raw = record(item);
    const symbol = text(raw?.symbol);
    const positionSide = direction(raw?.positionSide);
    const rate = decimal(raw?.rate);
    const markPrice = decimal(raw?.markPrice);
    const amount = decimal(raw?.amount);
    const time = raw?.time;
    if (!symbol || !positionSide || !rate || !markPrice || !amount || typeof time !== 'number') return [];
    return [{ symbol, positionSide, rate, markPrice, amount, time }];
  });
}
