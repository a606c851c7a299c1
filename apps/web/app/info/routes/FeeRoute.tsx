import { FuturesTierTable, SpotTierTable, UserTierLine } from '../FeeTierTables.tsx';
import { InfoPage, InfoSection, QueryView } from '../InfoPage.tsx';
import { useInfoText } from '../i18n/use-info-text.ts';
import { useFeeSchedule } from '../use-info-queries.ts';

/** §2 `/fee`: spot and futures maker/taker fees by VIP level, the caller's own level marked. */
export default function FeeRoute() {
  const t = useInfoText();
  const fees = useFeeSchedule();
  return (
    <InfoPage title={t('feeTitle')} description={t('feeDescription')}>
      <QueryView query={fees}>
        {(schedule) => (
          <>
            <UserTierLine userTier={schedule.userTier} />
            <InfoSection id="info-spot-fees" title={t('spotFees')}>
              <SpotTierTable schedule={schedule} labelledBy="info-spot-fees" withRequirements={false} />
            </InfoSection>
            <InfoSection id="info-futures-fees" title={t('futuresFees')}>
              <FuturesTierTable schedule={schedule} labelledBy="info-futures-fees" />
            </InfoSection>
          </>
        )}
      </QueryView>
    </InfoPage>
  );
}
