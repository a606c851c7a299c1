import { Decimal } from '@tideline/core/decimal';

/**
 * A lead trader's statistics over a window (issue #24), from the closing trades copy trading
 * recorded and the lead's equity now: computed on every read, never stored by hand.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClosedTrade {
  /** When the reduction or close was filled (Unix ms). */
  readonly at: number;
  /** Realised net PnL of that reduction or close (after fees), USDT. */
  readonly pnl: string;
}

export interface LeadStatistics {
  readonly pnl: string;
  readonly roi: string;
  readonly winRate: string;
  readonly maxDrawdown: string;
  readonly tradingDays: number;
  readonly dailyPnl: Array<{ day: number; pnl: string }>;
}

function percent(value: Decimal): string {
  return value.mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * `trades` in any order; only those within the last `windowDays` before `now` count. ROI is the
 * window's PnL over the equity at its start (equity now less the window's PnL); the drawdown is
 * the largest fall of that equity curve from a peak, over the peak.
 */
export function leadStatistics(
  trades: readonly ClosedTrade[],
  equityNow: string,
  windowDays: number,
  now: number,
): LeadStatistics {
  const firstDay = Math.floor(now / DAY_MS) - windowDays + 1;
  const inWindow = trades
    .filter((trade) => Math.floor(trade.at / DAY_MS) >= firstDay && trade.at <= now)
    .sort((a, b) => a.at - b.at);
  const pnl = inWindow.reduce((sum, trade) => sum.plus(trade.pnl), new Decimal(0));
  const startEquity = new Decimal(equityNow).minus(pnl);
  const wins = inWindow.filter((trade) => new Decimal(trade.pnl).gt(0)).length;
  let equity = startEquity;
  let peak = startEquity;
  let drawdown = new Decimal(0);
  for (const trade of inWindow) {
    equity = equity.plus(trade.pnl);
    peak = Decimal.max(peak, equity);
    if (peak.gt(0)) drawdown = Decimal.max(drawdown, peak.minus(equity).div(peak));
  }
  const byDay = new Map<number, Decimal>();
  for (const trade of inWindow) {
    const day = Math.floor(trade.at / DAY_MS);
    byDay.set(day, (byDay.get(day) ?? new Decimal(0)).plus(trade.pnl));
  }
  const dailyPnl = Array.from({ length: windowDays }, (_, index) => {
    const day = firstDay + index;
    return { day: day * DAY_MS, pnl: (byDay.get(day) ?? new Decimal(0)).toFixed() };
  });
  return {
    pnl: pnl.toFixed(),
    roi: startEquity.gt(0) ? percent(pnl.div(startEquity)) : '0.00',
    winRate: inWindow.length > 0 ? percent(new Decimal(wins).div(inWindow.length)) : '0.00',
    maxDrawdown: percent(drawdown),
    tradingDays: byDay.size,
    dailyPnl,
  };
}
