import { useOrderText } from '../i18n/use-order-text.ts';

/** A tab's load failure: what went wrong and a way to try again. */
export function PanelError({ onRetry }: { onRetry: () => void }) {
  const t = useOrderText();
  return (
    <div role="alert" className="asset-state">
      <p>{t('loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
