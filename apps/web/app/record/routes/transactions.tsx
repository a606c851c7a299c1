import '../../asset/asset.css';
import '../record.css';
import { AssetFrame } from '../../asset/components/AssetFrame.tsx';
import { useAssetText } from '../../asset/i18n/use-asset-text.ts';
import { useSpotBalances } from '../../asset/use-asset-data.ts';
import { useRequireLogin } from '../../asset/use-require-login.ts';
import { RecordsView } from '../components/RecordsView.tsx';
import { ASSET_RECORDS } from '../model/record-kinds.ts';

/** /transactions: deposits, withdrawals and transfers (spec §2 `/transac` prefix). */
export default function TransactionRecords() {
  const t = useAssetText();
  const userId = useRequireLogin();
  const balances = useSpotBalances(userId);
  const assets = balances.data?.balances.map((row) => row.asset) ?? [];
  return (
    <AssetFrame heading={t('transactions')} pageTitle={t('transactionsTitle')} demo={balances.data?.demo}>
      {userId === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <RecordsView kind={ASSET_RECORDS} label={t('transactions')} choices={{ assets }} />
      )}
    </AssetFrame>
  );
}
