import { Tabs } from '@tideline/ui';
import '../../asset/asset.css';
import '../record.css';
import { AssetFrame } from '../../asset/components/AssetFrame.tsx';
import { useAssetText } from '../../asset/i18n/use-asset-text.ts';
import { useRequireLogin } from '../../asset/use-require-login.ts';
import { RecordsView } from '../components/RecordsView.tsx';
import { FUTURES_FUNDING, FUTURES_ORDERS, FUTURES_TRADES } from '../model/record-kinds.ts';
import { useSymbolChoices } from '../use-symbol-choices.ts';

/** /record/exchange/futures: finished futures orders, futures trades and funding payments. */
export default function FuturesRecords() {
  const t = useAssetText();
  const userId = useRequireLogin();
  const symbols = useSymbolChoices('futures');
  return (
    <AssetFrame heading={t('futuresRecords')} pageTitle={t('exchangeRecordsTitle')}>
      {userId === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <Tabs
          aria-label={t('futuresRecords')}
          items={[
            {
              value: 'orders',
              label: t('orders'),
              content: <RecordsView kind={FUTURES_ORDERS} label={t('orders')} choices={{ symbols }} />,
            },
            {
              value: 'trades',
              label: t('trades'),
              content: <RecordsView kind={FUTURES_TRADES} label={t('trades')} choices={{ symbols }} />,
            },
            {
              value: 'funding',
              label: t('funding'),
              content: <RecordsView kind={FUTURES_FUNDING} label={t('funding')} choices={{ symbols }} />,
            },
          ]}
        />
      )}
    </AssetFrame>
  );
}
