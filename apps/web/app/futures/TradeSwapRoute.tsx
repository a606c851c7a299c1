import { EMBEDDED_HANDLE } from '../shell/embedded-page.ts';
import { symbolFromParams } from '../trading/market/route-symbol.ts';
import type { Route } from './+types/TradeSwapRoute';
import { FuturesPage } from './FuturesPage.tsx';

export const handle = EMBEDDED_HANDLE;

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/trade-swap/:symbol`: USDT futures in an app's embedded web view (spec §2, issue #20 item 5). */
export default function TradeSwapRoute({ loaderData }: Route.ComponentProps) {
  return <FuturesPage symbol={loaderData.symbol} compact />;
}
