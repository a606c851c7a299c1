import { Tabs } from '@tideline/ui';
import { useMatches } from 'react-router';
import '../../asset/asset.css';
import '../record.css';
import { AssetFrame } from '../../asset/components/AssetFrame.tsx';
import { useAssetText } from '../../asset/i18n/use-asset-text.ts';
import { useRequireLogin } from '../../asset/use-require-login.ts';
import { PRODUCTS } from '../../products.ts';
import { useText } from '../../shell/use-text.ts';
import { RecordsView } from '../components/RecordsView.tsx';
import { productOfRecordRoute } from '../record-route.ts';
import { useSymbolChoices } from '../use-symbol-choices.ts';

/** A product's record page (/record/exchange, /record/exchange/futures): one tab per record kind. */
export default function ProductRecords() {
  const t = useAssetText();
  const text = useText();
  const userId = useRequireLogin();
  const routeId = useMatches().at(-1)?.id ?? '';
  const page = productOfRecordRoute(PRODUCTS, routeId)?.records;
  if (page === undefined) throw new Error(`No product owns the record route ${routeId}`);
  const symbols = useSymbolChoices(page.market);
  const heading = text(page.heading);
  return (
    <AssetFrame heading={heading} pageTitle={t('exchangeRecordsTitle')}>
      {userId === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <Tabs
          aria-label={heading}
          items={page.tabs.map((tab) => {
            const label = text(tab.label);
            return {
              value: tab.kind.id,
              label,
              content: <RecordsView kind={tab.kind} label={label} choices={{ symbols }} />,
            };
          })}
        />
      )}
    </AssetFrame>
  );
}
