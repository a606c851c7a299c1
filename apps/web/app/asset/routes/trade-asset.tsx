import { EMBEDDED_HANDLE } from '../../shell/embedded-page.ts';
import AssetOverview from './overview.tsx';

export const handle = EMBEDDED_HANDLE;

/** `/trade-asset`: the assets overview in an app's embedded web view (spec §2, issue #20 item 5). */
export default function TradeAssetRoute() {
  return <AssetOverview />;
}
