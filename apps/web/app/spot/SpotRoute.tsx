import type { Route } from './+types/SpotRoute';
import { symbolFromParams } from './route-symbol.ts';
import { SpotPage } from './SpotPage.tsx';

export function loader({ params }: Route.LoaderArgs) {
  return symbolFromParams(params);
}

/** `/spot/:symbol`: the spot trading page (spec §2). */
export default function SpotRoute({ loaderData }: Route.ComponentProps) {
  return <SpotPage symbol={loaderData.symbol} />;
}
