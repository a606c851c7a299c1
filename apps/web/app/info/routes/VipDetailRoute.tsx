import { SpotTierTable, UserTierLine } from '../FeeTierTables.tsx';
import { InfoPage, InfoSection, QueryView } from '../InfoPage.tsx';
import { useInfoText } from '../i18n/use-info-text.ts';
import { useFeeSchedule } from '../use-info-queries.ts';

/** §2 `/vip/detail`: each level's requirement (30-day volume or BNB held) and spot fees. */
export default function VipDetailRoute() {
  const t = useInfoText();
  const fees = useFeeSchedule();
  return (
    <InfoPage title={t('vipDetailTitle')} description={t('vipDetailDescription')}>
      <QueryView query={fees}>
        {(schedule) => (
          <>
            <UserTierLine userTier={schedule.userTier} />
            <InfoSection id="info-vip-levels" title={t('spotFees')}>
              <SpotTierTable schedule={schedule} labelledBy="info-vip-levels" withRequirements />
            </InfoSection>
          </>
        )}
      </QueryView>
    </InfoPage>
  );
}
