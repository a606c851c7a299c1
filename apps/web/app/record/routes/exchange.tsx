import { Tabs } from '@tideline/ui';
import '../../asset/asset.css';
import '../record.css';
import { AssetFrame } from '../../asset/components/AssetFrame.tsx';
import { useAssetText } from '../../asset/i18n/use-asset-text.ts';
import { useRequireLogin } from '../../asset/use-require-login.ts';
import { RecordsView } from '../components/RecordsView.tsx';
import { SPOT_ORDERS, SPOT_TRADES } from '../model/record-kinds.ts';
import { useSymbolChoices } from '../use-symbol-choices.ts';

/** /record/exchange: finished spot orders and spot trades. */
export default function ExchangeRecords() {
  const t = useAssetText();
  const userId = useRequireLogin();
  const symbols = useSymbolChoices('spot');
  return (
    <AssetFrame heading={t('spotRecords')} pageTitle={t('exchangeRecordsTitle')}>
      {userId === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <Tabs
          aria-label={t('spotRecords')}
          items={[
            {
              value: 'orders',
              label: t('orders'),
              content: <RecordsView kind={SPOT_ORDERS} label={t('orders')} choices={{ symbols }} />,
            },
            {
              value: 'trades',
              label: t('trades'),
              content: <RecordsView kind={SPOT_TRADES} label={t('trades')} choices={{ symbols }} />,
            },
          ]}
        />
      )}
    </AssetFrame>
  );
}
