import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { useUtcTime } from '../../shell/use-utc-time.ts';
import { useP2pText } from '../i18n/use-p2p-text.ts';
import { countdownText, orderDeadline, orderMoves, orderStep } from '../model/order-steps.ts';
import { OrderChat } from '../OrderChat.tsx';
import { P2pDialog } from '../P2pDialog.tsx';
import { P2pPage, QueryState } from '../P2pPage.tsx';
import type { P2pOrder } from '../p2p-account.ts';
import { useP2pOrder } from '../p2p-api.ts';
import { paymentFieldLabel, paymentTypeName } from '../payment-names.ts';
import { SecondFactorFields } from '../SecondFactorFields.tsx';
import { useNow } from '../use-now.ts';

const STEPS = [
  { step: 'pay', label: 'stepPay' },
  { step: 'release', label: 'stepRelease' },
  { step: 'done', label: 'stepDone' },
] as const;

/** `/p2p/order/:id`: one order's steps, its clock, the seller's payment details and the moves open now. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const order = useP2pOrder(id);
  return (
    <P2pPage path={`/p2p/order/${id}`} signedInOnly={true}>
      <QueryState query={order}>{(data) => <OrderView order={data} />}</QueryState>
    </P2pPage>
  );
}

type Dialog = 'release' | 'appeal' | null;

function OrderView({ order }: { order: P2pOrder }) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const time = useUtcTime();
  const deadline = orderDeadline(order);
  const now = useNow(deadline !== null);
  const moves = orderMoves(order, now);
  const step = orderStep(order.state);
  const [methodId, setMethodId] = useState(order.paymentMethods[0]?.id ?? '');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (move: 'markPaid' | 'cancel' | 'confirm' | 'appeal') => {
      if (move === 'markPaid')
        return callEndpoint(client, P2P_ENDPOINTS.markPaid, { orderId: order.id, paymentMethodId: methodId });
      if (move === 'cancel') return callEndpoint(client, P2P_ENDPOINTS.cancel, { orderId: order.id });
      if (move === 'confirm')
        return callEndpoint(client, P2P_ENDPOINTS.confirm, { orderId: order.id, secondFactor: code });
      return callEndpoint(client, P2P_ENDPOINTS.appeal, { orderId: order.id, reason: reason.trim() });
    },
    onSuccess: async () => {
      setError(null);
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
    },
    onError: (failure) => setError(refusalText(failure)),
  });
  const buyer = order.mySide === 'buy';
  const closeDialog = () => {
    setDialog(null);
    setError(null);
  };
  return (
    <section
      className="p2p-section"
      aria-labelledby={`${ids}-title`}
      data-testid="p2p-order"
      data-state={order.state}
    >
      <h2 id={`${ids}-title`}>
        {t(buyer ? 'orderBuyTitle' : 'orderSellTitle', { amount: order.cryptoAmount, crypto: order.crypto })}
      </h2>
      <p>
        <strong data-testid="p2p-order-state">{t(`state_${order.state}`)}</strong>
        {deadline !== null ? (
          <span
            className="p2p-countdown"
            role="timer"
            aria-label={t(order.state === 'paid' ? 'appealIn' : 'payWithin')}
          >
            {' '}
            · {t(order.state === 'paid' ? 'appealIn' : 'payWithin')} {countdownText(deadline, now)}
          </span>
        ) : null}
      </p>
      <ol className="p2p-steps">
        {STEPS.map((entry) => (
          <li key={entry.step} aria-current={entry.step === step ? 'step' : undefined}>
            {t(entry.label)}
          </li>
        ))}
      </ol>
      <dl className="p2p-facts">
        <dt>{t('price')}</dt>
        <dd>
          {order.price} {order.fiat}
        </dd>
        <dt>{t('cryptoAmount')}</dt>
        <dd data-testid="p2p-order-crypto">
          {order.cryptoAmount} {order.crypto}
        </dd>
        <dt>{t('fiatAmount')}</dt>
        <dd data-testid="p2p-order-fiat">
          {order.fiatAmount} {order.fiat}
        </dd>
        <dt>{t('counterparty')}</dt>
        <dd>{order.counterparty}</dd>
        <dt>{t('created')}</dt>
        <dd>{time(order.createdAt)}</dd>
        <dt>{t('orderNumber')}</dt>
        <dd className="p2p-id">{order.id}</dd>
      </dl>
      {order.outcome !== null ? <p data-testid="p2p-order-outcome">{t(`outcome_${order.outcome}`)}</p> : null}
      {order.appealReason !== null ? (
        <p>
          {t('appealReason')}: {order.appealReason}
        </p>
      ) : null}
      {buyer && order.paymentMethods.length > 0 && order.state === 'pendingPayment' ? (
        <fieldset className="p2p-fieldset">
          <legend>{t('sellerDetails')}</legend>
          {order.paymentMethods.map((method) => (
            <label key={method.id} className="p2p-method">
              <input
                type="radio"
                name={`${ids}-method`}
                value={method.id}
                checked={methodId === method.id}
                onChange={() => setMethodId(method.id)}
              />
              <span>
                <strong>{paymentTypeName(method.type, t)}</strong>
                {Object.entries(method.fields).map(([name, value]) => (
                  <span key={name} className="p2p-method__field">
                    {paymentFieldLabel(name, t)}: {value}
                  </span>
                ))}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {!buyer && order.state === 'pendingPayment' ? <p className="p2p-muted">{t('waitForBuyer')}</p> : null}
      {buyer && order.state === 'paid' ? <p className="p2p-muted">{t('waitForSeller')}</p> : null}
      {error !== null && dialog === null ? (
        <p className="p2p-error" role="alert" data-testid="p2p-order-error">
          {error}
        </p>
      ) : null}
      <div className="p2p-actions">
        {moves.markPaid ? (
          <button
            type="button"
            className="button button--primary"
            disabled={act.isPending || methodId === ''}
            onClick={() => act.mutate('markPaid')}
          >
            {t('markPaid')}
          </button>
        ) : null}
        {moves.cancel ? (
          <button
            type="button"
            className="button"
            disabled={act.isPending}
            onClick={() => act.mutate('cancel')}
          >
            {t('cancelOrder')}
          </button>
        ) : null}
        {moves.confirm ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setError(null);
              setDialog('release');
            }}
          >
            {t('release')}
          </button>
        ) : null}
        {moves.appeal ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setError(null);
              setDialog('appeal');
            }}
          >
            {t('appeal')}
          </button>
        ) : null}
      </div>
      <OrderChat orderId={order.id} counterparty={order.counterparty} />
      {dialog === 'release' ? (
        <P2pDialog
          title={t('releaseTitle', { amount: order.cryptoAmount, crypto: order.crypto })}
          submitLabel={t('release')}
          testId="p2p-release-dialog"
          busy={act.isPending}
          onClose={closeDialog}
          onSubmit={() => act.mutate('confirm')}
        >
          <p className="p2p-warning">{t('releaseWarning', { amount: order.fiatAmount, fiat: order.fiat })}</p>
          <SecondFactorFields code={code} onCodeChange={setCode} />
          {error !== null ? (
            <p className="p2p-error" role="alert">
              {error}
            </p>
          ) : null}
        </P2pDialog>
      ) : null}
      {dialog === 'appeal' ? (
        <P2pDialog
          title={t('appeal')}
          submitLabel={t('appeal')}
          testId="p2p-appeal-dialog"
          busy={act.isPending}
          onClose={closeDialog}
          onSubmit={() => act.mutate('appeal')}
        >
          <label htmlFor={`${ids}-reason`}>{t('appealReason')}</label>
          <textarea
            id={`${ids}-reason`}
            className="p2p-textarea"
            maxLength={500}
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error !== null ? (
            <p className="p2p-error" role="alert">
              {error}
            </p>
          ) : null}
        </P2pDialog>
      ) : null}
    </section>
  );
}
