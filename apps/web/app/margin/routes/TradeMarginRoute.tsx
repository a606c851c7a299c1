import { EMBEDDED_HANDLE } from '../../shell/embedded-page.ts';
import { symbolFromParams } from '../../trading/market/route-symbol.ts';
import { MarginTradingPage } from '../MarginTradingPage.tsx';
import type { Route } from './+types/TradeMarginRoute';

export const handle = EMBEDDED_HANDLE;

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/trade-margin/:symbol`: margin trading in an app's embedded web view (spec §2 demo allow-list). */
export default function TradeMarginRoute({ loaderData }: Route.ComponentProps) {
  return <MarginTradingPage symbol={loaderData.symbol} compact />;
}
