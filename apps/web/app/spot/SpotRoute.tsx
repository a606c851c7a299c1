import { symbolFromParams } from '../trading/market/route-symbol.ts';
import type { Route } from './+types/SpotRoute';
import { SpotPage } from './SpotPage.tsx';

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/spot/:symbol`: the spot trading page (spec §2). */
export default function SpotRoute({ loaderData }: Route.ComponentProps) {
  return <SpotPage symbol={loaderData.symbol} />;
}
