import { useP2pText } from './i18n/use-p2p-text.ts';
import type { P2pMerchant } from './p2p-account.ts';

/** Minutes, rounded up, for an average in seconds; a dash before the first order. */
function minutesOf(seconds: number | null): string {
  return seconds === null ? '–' : String(Math.max(1, Math.ceil(seconds / 60)));
}

/** A merchant's record from real orders: 30-day orders, completion rate, average release time. */
export function MerchantStatsLine({ merchant }: { merchant: P2pMerchant }) {
  const t = useP2pText();
  return (
    <span className="p2p-muted">
      {t('ordersThirtyDays', { count: merchant.orders30d })} ·{' '}
      {t('completionRate', { rate: merchant.completionRate ?? '–' })} ·{' '}
      {t('avgRelease', { minutes: minutesOf(merchant.avgReleaseSeconds) })}
    </span>
  );
}

/** The same record as a list of terms, for the merchant's page. */
export function MerchantStatsList({ merchant }: { merchant: P2pMerchant }) {
  const t = useP2pText();
  return (
    <dl className="p2p-facts">
      <dt>{t('statOrders')}</dt>
      <dd>{merchant.orders30d}</dd>
      <dt>{t('statCompletion')}</dt>
      <dd>{merchant.completionRate === null ? '–' : `${merchant.completionRate}%`}</dd>
      <dt>{t('statRelease')}</dt>
      <dd>{t('minutes', { minutes: minutesOf(merchant.avgReleaseSeconds) })}</dd>
      <dt>{t('statPay')}</dt>
      <dd>{t('minutes', { minutes: minutesOf(merchant.avgPaySeconds) })}</dd>
    </dl>
  );
}
