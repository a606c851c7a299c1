import { EMBEDDED_HANDLE } from '../shell/embedded-page.ts';
import { symbolFromParams } from '../trading/market/route-symbol.ts';
import type { Route } from './+types/TradeSpotRoute';
import { SpotPage } from './SpotPage.tsx';

export const handle = EMBEDDED_HANDLE;

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/trade-spot/:symbol`: spot trading in an app's embedded web view (spec §2, issue #20 item 5). */
export default function TradeSpotRoute({ loaderData }: Route.ComponentProps) {
  return <SpotPage symbol={loaderData.symbol} compact />;
}
