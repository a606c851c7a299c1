import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { EARN_ENDPOINTS } from '@tideline/protocol/earn/endpoints';
import { Switch, type TableColumn, toast } from '@tideline/ui';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { ASSET_QUERY_KEYS } from '../../asset/asset-api.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { EarnPage, EarnTable, QueryState } from '../EarnPage.tsx';
import type { EarnHolding } from '../earn-account.ts';
import { useEarnAccount, useEarnHoldings, useEarnProducts } from '../earn-api.ts';
import { type EarnText, useEarnText } from '../i18n/use-earn-text.ts';
import { productName } from '../product-name.ts';
import { RedeemDialog } from '../RedeemDialog.tsx';

const STATE_TEXT = { active: 'stateActive', redeemed: 'stateRedeemed', matured: 'stateMatured' } as const;

interface Row extends EarnHolding {
  name: string;
}

function columns(
  t: EarnText,
  time: (ms: number) => string,
  onRedeem: (row: Row) => void,
  onAutoRenew: (row: Row, on: boolean) => void,
): TableColumn<Row>[] {
  return [
    { key: 'name', title: t('product'), minWidth: 150, render: (row) => row.name },
    {
      key: 'principal',
      title: t('principal'),
      align: 'end',
      render: (row) => `${row.principal} ${row.asset}`,
    },
    {
      key: 'interestPaid',
      title: t('interestPaid'),
      align: 'end',
      minWidth: 150,
      render: (row) => `${row.interestPaid} ${row.asset}`,
    },
    {
      key: 'expectedInterest',
      title: t('expectedInterest'),
      align: 'end',
      minWidth: 150,
      render: (row) => (row.expectedInterest === null ? '–' : `${row.expectedInterest} ${row.asset}`),
    },
    {
      key: 'nextPayoutAt',
      title: t('nextPayout'),
      minWidth: 190,
      render: (row) => (row.nextPayoutAt === null ? '–' : time(row.nextPayoutAt)),
    },
    { key: 'state', title: t('state'), render: (row) => t(STATE_TEXT[row.state]) },
    {
      key: 'autoRenew',
      title: t('autoRenew'),
      minWidth: 200,
      render: (row) =>
        row.kind === 'fixed' && row.state === 'active' ? (
          <Switch checked={row.autoRenew} onCheckedChange={(on) => onAutoRenew(row, on)}>
            <span className="tl-visually-hidden">{`${t('autoRenew')}: ${row.name}`}</span>
          </Switch>
        ) : (
          '–'
        ),
    },
    {
      key: 'action',
      title: t('redeem'),
      align: 'end',
      render: (row) =>
        row.state === 'active' ? (
          <button
            type="button"
            className="button"
            aria-label={`${t('redeem')}: ${row.name}`}
            onClick={() => onRedeem(row)}
          >
            {t('redeem')}
          </button>
        ) : null,
    },
  ];
}

/** The earn wallet: per coin what is free (interest, returned principal) and what is in products. */
function EarnWallet() {
  const t = useEarnText();
  const account = useEarnAccount();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (balance: { asset: string; available: string }) =>
      callEndpoint(client, EARN_ENDPOINTS.transfer, {
        direction: 'out',
        asset: balance.asset,
        amount: balance.available,
      }),
    onSuccess: async () => {
      toast({ message: t('movedToSpot'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['earn'] });
      await queryClient.invalidateQueries({ queryKey: ASSET_QUERY_KEYS.balances });
    },
  });
  return (
    <section className="earn-section" aria-labelledby="earn-wallet">
      <h2 id="earn-wallet">{t('earnWallet')}</h2>
      <QueryState query={account}>
        {(data) =>
          data.balances.length === 0 ? (
            <p className="earn-muted">{t('noHoldings')}</p>
          ) : (
            <ul className="earn-wallet" data-testid="earn-wallet">
              {data.balances.map((balance) => (
                <li key={balance.asset} data-asset={balance.asset}>
                  <strong>{balance.asset}</strong>
                  <span>
                    {t('free')}: <span data-testid="earn-available">{balance.available}</span>
                  </span>
                  <span>
                    {t('held')}: {balance.held}
                  </span>
                  {Number(balance.available) > 0 ? (
                    <button
                      type="button"
                      className="button"
                      disabled={move.isPending}
                      onClick={() => move.mutate(balance)}
                    >
                      {t('moveToSpot')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

/** `/earn/holdings`: my holdings with interest earned and expected, next payout, redeem, auto-renew. */
export default function HoldingsRoute() {
  const t = useEarnText();
  const time = useUtcTime();
  const holdings = useEarnHoldings();
  const products = useEarnProducts();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [redeeming, setRedeeming] = useState<Row | null>(null);
  const renew = useMutation({
    mutationFn: ({ row, on }: { row: Row; on: boolean }) =>
      callEndpoint(client, EARN_ENDPOINTS.autoRenew, { holdingId: row.id, autoRenew: on }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['earn'] }),
  });
  const termOf = new Map((products.data ?? []).map((product) => [product.id, product.termDays]));
  return (
    <EarnPage path="/earn/holdings" signedInOnly>
      <EarnWallet />
      <section className="earn-section" aria-labelledby="earn-holdings">
        <h2 id="earn-holdings">{t('navHoldings')}</h2>
        <QueryState query={holdings}>
          {(data) => (
            <EarnTable
              label={t('navHoldings')}
              columns={columns(t, time, setRedeeming, (row, on) => renew.mutate({ row, on }))}
              rows={data.map((holding) => ({
                ...holding,
                name: productName(
                  { asset: holding.asset, termDays: termOf.get(holding.productId) ?? null },
                  t,
                ),
              }))}
              rowKey={(row) => row.id}
              emptyText={t('noHoldings')}
            />
          )}
        </QueryState>
      </section>
      {redeeming !== null ? (
        <RedeemDialog holding={redeeming} name={redeeming.name} onClose={() => setRedeeming(null)} />
      ) : null}
    </EarnPage>
  );
}
