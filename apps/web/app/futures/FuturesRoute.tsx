import { symbolFromParams } from '../trading/market/route-symbol.ts';
import type { Route } from './+types/FuturesRoute';
import { FuturesPage } from './FuturesPage.tsx';

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/futures/usdt/:symbol`: the USDT-margined perpetual of one symbol (spec §2). */
export default function FuturesRoute({ loaderData }: Route.ComponentProps) {
  return <FuturesPage symbol={loaderData.symbol} />;
}
