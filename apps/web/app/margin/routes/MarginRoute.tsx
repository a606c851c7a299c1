import { symbolFromParams } from '../../trading/market/route-symbol.ts';
import { MarginTradingPage } from '../MarginTradingPage.tsx';
import type { Route } from './+types/MarginRoute';

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/margin/:symbol`: the margin trading page (issue #23). */
export default function MarginRoute({ loaderData }: Route.ComponentProps) {
  return <MarginTradingPage symbol={loaderData.symbol} />;
}
