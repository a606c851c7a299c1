import { EMBEDDED_HANDLE } from '../../shell/embedded-page.ts';
import OrderCentreRoute from './order-centre.tsx';

export const handle = EMBEDDED_HANDLE;

/** `/trade-asset-order`: the order centre in an app's embedded web view (spec §2, issue #20 item 5). */
export default function TradeAssetOrderRoute() {
  return <OrderCentreRoute />;
}
