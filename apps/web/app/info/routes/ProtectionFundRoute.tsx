import { formatUsdt } from '@tideline/core/format';
import type { ProtectionFund } from '@tideline/protocol/info/schemas';
import type { TableColumn } from '@tideline/ui';
import { InfoPage, InfoSection, QueryView } from '../InfoPage.tsx';
import { InfoTable } from '../InfoTable.tsx';
import { useInfoText } from '../i18n/use-info-text.ts';
import { formatUtcTime } from '../info-format.ts';
import { useProtectionFund } from '../use-info-queries.ts';

type Sample = ProtectionFund['history'][number];

/** §2 `/protection-fund`: the futures insurance fund's balance now and its sampled history. */
export default function ProtectionFundRoute() {
  const t = useInfoText();
  const fund = useProtectionFund();
  const columns: TableColumn<Sample>[] = [
    {
      key: 'time',
      title: t('time'),
      render: (row) => <span className="numeric">{formatUtcTime(row.time)}</span>,
    },
    {
      key: 'balance',
      title: t('balance'),
      align: 'end',
      render: (row) => <span className="numeric">{formatUsdt(row.balance)} USDT</span>,
    },
  ];
  return (
    <InfoPage title={t('fundTitle')} description={t('fundDescription')}>
      <QueryView query={fund}>
        {(data) => (
          <>
            <InfoSection id="info-fund-balance" title={t('fundBalance')}>
              <p className="info-figure">
                <span className="numeric" data-testid="fund-balance">
                  {formatUsdt(data.balance)}
                </span>{' '}
                {data.asset}
              </p>
            </InfoSection>
            <InfoSection id="info-fund-history" title={t('fundHistory')}>
              <InfoTable
                columns={columns}
                rows={data.history}
                rowKey={(row) => row.time}
                labelledBy="info-fund-history"
                emptyText={t('noHistory')}
              />
            </InfoSection>
          </>
        )}
      </QueryView>
    </InfoPage>
  );
}
