import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { NumberField } from '@tideline/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useP2pText } from './i18n/use-p2p-text.ts';
import { cryptoForFiat, type TakeProblem, takeProblem } from './model/take-form.ts';
import { P2pDialog } from './P2pDialog.tsx';
import type { P2pAd } from './p2p-account.ts';
import { useP2pWallet } from './p2p-api.ts';
import { paymentTypeName } from './payment-names.ts';

const PROBLEM_TEXT = {
  required: 'errorRequired',
  belowMin: 'errorBelowMin',
  aboveMax: 'errorAboveMax',
  balance: 'errorBalance',
} as const satisfies Record<TakeProblem, string>;

/**
 * Taking an ad: the fiat amount inside its limits, the crypto it comes to, the merchant's terms;
 * confirming opens the order, whose page walks the rest.
 */
export function TakeDialog({ ad, onClose }: { ad: P2pAd; onClose: () => void }) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { localize } = usePageLocale();
  const wallet = useP2pWallet();
  const [fiatAmount, setFiatAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const takerSells = ad.side === 'buy';
  const available = takerSells
    ? (wallet.data?.find((row) => row.asset === ad.crypto)?.available ?? undefined)
    : undefined;
  const problem = takeProblem(fiatAmount, ad, takerSells && wallet.data ? (available ?? '0') : undefined);
  const take = useMutation({
    mutationFn: () => callEndpoint(client, P2P_ENDPOINTS.take, { adId: ad.id, fiatAmount }),
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
      navigate(localize(`/p2p/order/${order.id}`));
    },
  });
  const action = takerSells ? 'sellCrypto' : 'buyCrypto';
  return (
    <P2pDialog
      title={t(action, { crypto: ad.crypto })}
      submitLabel={t(action, { crypto: ad.crypto })}
      testId="p2p-take-dialog"
      busy={take.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (problem === null) take.mutate();
      }}
    >
      <p>
        {ad.merchant.nickname} · {t('price')}: {ad.price} {ad.fiat}
      </p>
      <label htmlFor={`${ids}-fiat`}>{t(takerSells ? 'iReceive' : 'iPay')}</label>
      <div className="p2p-row">
        <NumberField
          id={`${ids}-fiat`}
          value={fiatAmount}
          onValueChange={setFiatAmount}
          decimals={2}
          min="0"
          suffix={ad.fiat}
          invalid={touched && problem !== null}
        />
        <button type="button" className="button" onClick={() => setFiatAmount(ad.maxOrder)}>
          {t('all')}
        </button>
      </div>
      <p className="p2p-muted">
        {t('limits')}: {ad.minOrder} – {ad.maxOrder} {ad.fiat}
        {takerSells && available !== undefined ? ` · ${t('available')}: ${available} ${ad.crypto}` : ''}
      </p>
      <p data-testid="p2p-take-crypto">
        {t(takerSells ? 'iSell' : 'iGet')}: {cryptoForFiat(fiatAmount, ad.price).toFixed()} {ad.crypto}
      </p>
      <p className="p2p-muted">
        {t('paymentMethods')}: {ad.paymentTypes.map((type) => paymentTypeName(type, t)).join(', ')} ·{' '}
        {t('paymentWindowMinutes', { minutes: ad.paymentWindow })}
      </p>
      {ad.terms === '' ? null : (
        <p className="p2p-terms">
          {t('terms')}: {ad.terms}
        </p>
      )}
      {touched && problem !== null ? (
        <p className="p2p-error" role="alert">
          {t(PROBLEM_TEXT[problem], {
            amount: `${problem === 'belowMin' ? ad.minOrder : ad.maxOrder} ${ad.fiat}`,
          })}
        </p>
      ) : null}
      {take.isError ? (
        <p className="p2p-error" role="alert" data-testid="p2p-take-error">
          {refusalText(take.error)}
        </p>
      ) : null}
    </P2pDialog>
  );
}
