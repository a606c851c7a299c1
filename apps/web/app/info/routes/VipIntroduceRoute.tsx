import { Link } from 'react-router';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { UserTierLine } from '../FeeTierTables.tsx';
import { InfoPage, InfoSection, QueryView } from '../InfoPage.tsx';
import { useInfoText } from '../i18n/use-info-text.ts';
import { formatRate } from '../info-format.ts';
import { INFO_LINKS } from '../info-links.ts';
import { useFeeSchedule } from '../use-info-queries.ts';

/** §2 `/vip/vipIntroduce`: how levels are reached and what they save, from the live fee table. */
export default function VipIntroduceRoute() {
  const t = useInfoText();
  const { localize } = usePageLocale();
  const fees = useFeeSchedule();
  return (
    <InfoPage title={t('vipIntroTitle')} description={t('vipIntroDescription')}>
      <InfoSection id="info-vip-how" title={t('vipHowTitle')}>
        <p>{t('vipHowBody')}</p>
      </InfoSection>
      <InfoSection id="info-vip-benefit" title={t('vipBenefitTitle')}>
        <QueryView query={fees}>
          {(schedule) => {
            const first = schedule.spot[0];
            const last = schedule.spot.at(-1);
            return (
              <>
                {first !== undefined && last !== undefined ? (
                  <p data-testid="vip-benefit">
                    {t('vipBenefitBody', {
                      highest: formatRate(first.makerRate),
                      first: first.tier,
                      lowest: formatRate(last.makerRate),
                      last: last.tier,
                    })}
                  </p>
                ) : null}
                <UserTierLine userTier={schedule.userTier} />
              </>
            );
          }}
        </QueryView>
        <p>
          <Link className="button button--primary" to={localize(INFO_LINKS.vip)}>
            {t('vipSeeLevels')}
          </Link>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
