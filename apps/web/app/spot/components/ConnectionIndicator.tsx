import { useSpotFeedSelector } from '../feed/SpotFeedProvider.tsx';
import { useSpotText } from '../i18n/use-spot-text.ts';

/** A clear, announced notice while the market stream is down; nothing while it is healthy. */
export function ConnectionIndicator() {
  const t = useSpotText();
  const status = useSpotFeedSelector((state) => state.status);
  return (
    <div className="spot-connection" role="status" data-status={status}>
      {status === 'down' ? <span>{t('connectionDown')}</span> : null}
    </div>
  );
}
