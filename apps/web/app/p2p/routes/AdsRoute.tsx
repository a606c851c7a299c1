import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { NumberField, type TableColumn } from '@tideline/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { AdForm } from '../AdForm.tsx';
import { type P2pText, useP2pText } from '../i18n/use-p2p-text.ts';
import { type AdDraft, draftOf, EMPTY_AD } from '../model/ad-form.ts';
import { startingFiat } from '../model/starting-fiat.ts';
import { P2pDialog } from '../P2pDialog.tsx';
import { P2pPage, P2pTable, QueryState } from '../P2pPage.tsx';
import type { P2pAd } from '../p2p-account.ts';
import { useMyAds, useP2pWallet } from '../p2p-api.ts';

type AdMove = 'publish' | 'offline' | 'close';
const MOVE_ENDPOINT = {
  publish: P2P_ENDPOINTS.publishAd,
  offline: P2P_ENDPOINTS.offlineAd,
  close: P2P_ENDPOINTS.closeAd,
};
const ROW_HEIGHT_PX = 56;

function columns(
  t: P2pText,
  busy: boolean,
  onMove: (ad: P2pAd, move: AdMove) => void,
  onEdit: (ad: P2pAd) => void,
  onPutCoin: (ad: P2pAd) => void,
): TableColumn<P2pAd>[] {
  const button = (ad: P2pAd, label: string, onClick: () => void) => (
    <button
      key={label}
      type="button"
      className="button button--small"
      disabled={busy}
      aria-label={`${label}: ${t(ad.side === 'sell' ? 'adSell' : 'adBuy')} ${ad.crypto}/${ad.fiat} ${ad.price}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return [
    {
      key: 'ad',
      title: t('ad'),
      minWidth: 160,
      render: (row) => `${t(row.side === 'sell' ? 'adSell' : 'adBuy')} ${row.crypto}/${row.fiat}`,
    },
    {
      key: 'price',
      title: t('price'),
      align: 'end',
      minWidth: 110,
      render: (row) => `${row.price} ${row.fiat}`,
    },
    {
      key: 'remaining',
      title: t('remainingTotal'),
      align: 'end',
      minWidth: 170,
      render: (row) => `${row.remaining} / ${row.total} ${row.crypto}`,
    },
    {
      key: 'limits',
      title: t('limits'),
      minWidth: 150,
      render: (row) => `${row.minOrder} – ${row.maxOrder} ${row.fiat}`,
    },
    { key: 'state', title: t('state'), minWidth: 100, render: (row) => t(`adState_${row.state}`) },
    {
      key: 'actions',
      title: t('action'),
      minWidth: 300,
      render: (row) => (
        <div className="p2p-row">
          {row.state === 'draft' || row.state === 'offline'
            ? [
                button(row, t('publish'), () => onMove(row, 'publish')),
                button(row, t('edit'), () => onEdit(row)),
              ]
            : null}
          {row.state === 'online' ? button(row, t('takeOffline'), () => onMove(row, 'offline')) : null}
          {row.side === 'sell' && row.state !== 'completed'
            ? button(row, t('putCoin'), () => onPutCoin(row))
            : null}
          {row.state !== 'completed' ? button(row, t('closeAd'), () => onMove(row, 'close')) : null}
        </div>
      ),
    },
  ];
}

/**
 * `/p2p/ads`: the P2P wallet (a sell ad locks its crypto from it when published) and my ads in
 * every state, with the moves each state allows; posting or editing one opens the ad form.
 */
export default function AdsRoute() {
  const t = useP2pText();
  const { preferences } = usePreferences();
  const ids = useId();
  const { localize } = usePageLocale();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const ads = useMyAds();
  const wallet = useP2pWallet();
  const [editing, setEditing] = useState<{ adId: string | null; draft: AdDraft } | null>(null);
  const [puttingCoin, setPuttingCoin] = useState<P2pAd | null>(null);
  const [coinAmount, setCoinAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: ({ ad, move: which }: { ad: P2pAd; move: AdMove }) =>
      callEndpoint(client, MOVE_ENDPOINT[which], { adId: ad.id }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
    },
    onError: (failure) => setError(refusalText(failure)),
  });
  const putCoin = useMutation({
    mutationFn: (ad: P2pAd) =>
      callEndpoint(client, P2P_ENDPOINTS.putCoin, { adId: ad.id, amount: coinAmount }),
    onSuccess: async () => {
      setPuttingCoin(null);
      setCoinAmount('');
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
    },
  });
  return (
    <P2pPage path="/p2p/ads" signedInOnly={true}>
      <section className="p2p-section" aria-labelledby={`${ids}-wallet`}>
        <h2 id={`${ids}-wallet`}>{t('account')}</h2>
        <QueryState query={wallet}>
          {(rows) => (
            <ul className="p2p-wallet" data-testid="p2p-wallet">
              {rows.map((row) => (
                <li key={row.asset} data-asset={row.asset}>
                  <strong>{row.asset}</strong>
                  <span>
                    {t('available')}: {row.available}
                  </span>
                  <span>
                    {t('inAds')}: {row.inAds}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <p className="p2p-muted">
          {t('walletHint')} <Link to={localize('/asset')}>{t('transfer')}</Link>
        </p>
      </section>
      <section className="p2p-section" aria-labelledby={`${ids}-ads`}>
        <h2 id={`${ids}-ads`}>{t('navAds')}</h2>
        {editing === null ? (
          <div>
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                setEditing({ adId: null, draft: { ...EMPTY_AD, fiat: startingFiat(preferences.unit) } })
              }
            >
              {t('postAd')}
            </button>
          </div>
        ) : (
          <AdForm
            key={editing.adId ?? 'new'}
            adId={editing.adId}
            initial={editing.draft}
            onDone={() => setEditing(null)}
          />
        )}
        {error !== null ? (
          <p className="p2p-error" role="alert" data-testid="p2p-ads-error">
            {error}
          </p>
        ) : null}
        <QueryState query={ads}>
          {(rows) => (
            <P2pTable
              label={t('navAds')}
              columns={columns(
                t,
                move.isPending,
                (ad, which) => move.mutate({ ad, move: which }),
                (ad) => setEditing({ adId: ad.id, draft: draftOf(ad) }),
                (ad) => setPuttingCoin(ad),
              )}
              rows={rows}
              rowKey={(row) => row.id}
              emptyText={t('noMyAds')}
              rowHeight={ROW_HEIGHT_PX}
            />
          )}
        </QueryState>
      </section>
      {puttingCoin !== null ? (
        <P2pDialog
          title={t('putCoinTitle', { crypto: puttingCoin.crypto })}
          submitLabel={t('putCoin')}
          testId="p2p-put-coin-dialog"
          busy={putCoin.isPending}
          onClose={() => setPuttingCoin(null)}
          onSubmit={() => putCoin.mutate(puttingCoin)}
        >
          <label htmlFor={`${ids}-coin`}>{t('amount')}</label>
          <NumberField
            id={`${ids}-coin`}
            value={coinAmount}
            onValueChange={setCoinAmount}
            decimals={8}
            min="0"
            suffix={puttingCoin.crypto}
          />
          {putCoin.isError ? (
            <p className="p2p-error" role="alert">
              {refusalText(putCoin.error)}
            </p>
          ) : null}
        </P2pDialog>
      ) : null}
    </P2pPage>
  );
}
