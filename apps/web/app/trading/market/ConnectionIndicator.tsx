import { useMarketFeedSelector } from '../feed/MarketFeedProvider.tsx';
import { useMarketText } from './i18n/use-market-text.ts';

/** A clear, announced notice while the market stream is down; nothing while it is healthy. */
export function ConnectionIndicator() {
  const t = useMarketText();
  const status = useMarketFeedSelector((state) => state.status);
  return (
    <div className="spot-connection" role="status" data-status={status}>
      {status === 'down' ? <span>{t('connectionDown')}</span> : null}
    </div>
  );
}
