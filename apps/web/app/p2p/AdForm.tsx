import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import {
  P2P_CRYPTOS,
  P2P_FIATS,
  P2P_PAYMENT_WINDOWS,
  type P2pFiat,
  type P2pPaymentWindow,
} from '@tideline/protocol/p2p/markets';
import { Input, NumberField, SegmentedControl, Select, toast } from '@tideline/ui';
import { useId, useReducer, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { type P2pText, useP2pText } from './i18n/use-p2p-text.ts';
import {
  type AdDraft,
  type AdFormProblem,
  type AdTextField,
  adFormErrors,
  adFormReducer,
  adFormSummary,
} from './model/ad-form.ts';
import { usePaymentMethods } from './p2p-api.ts';
import { paymentTypeName } from './payment-names.ts';

const PROBLEM_TEXT = {
  required: 'errorRequired',
  invalid: 'errorInvalid',
  marginRange: 'errorMarginRange',
  limitsOrder: 'errorLimitsOrder',
  limitsAboveTotal: 'errorLimitsAboveTotal',
  methodsCount: 'errorMethodsCount',
  tooLong: 'errorTooLong',
} as const satisfies Record<AdFormProblem, string>;

function problemText(t: P2pText, problem: AdFormProblem | undefined): string | null {
  return problem === undefined ? null : t(PROBLEM_TEXT[problem]);
}

/**
 * Creating an ad (as a draft) or changing a draft or offline one: side, crypto, fiat, fixed price
 * or margin over the index, total and per-order limits, payment methods of the fiat, window,
 * terms and the counterparty's account age. The rules are the reducer's; the gateway checks again.
 */
export function AdForm({
  adId,
  initial,
  onDone,
}: {
  adId: string | null;
  initial: AdDraft;
  onDone: () => void;
}) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const methods = usePaymentMethods();
  const [draft, dispatch] = useReducer(adFormReducer, initial);
  const [touched, setTouched] = useState(false);
  const errors = adFormErrors(draft);
  const summary = adFormSummary(draft);
  const save = useMutation({
    mutationFn: () =>
      adId === null
        ? callEndpoint(client, P2P_ENDPOINTS.createAd, summary.body)
        : callEndpoint(client, P2P_ENDPOINTS.editAd, { ...summary.body, adId }),
    onSuccess: async () => {
      toast({ message: t(adId === null ? 'adCreated' : 'adSaved'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
      onDone();
    },
  });
  const text = (field: AdTextField, label: string, suffix?: string) => {
    const problem = touched ? problemText(t, errors[field]) : null;
    return (
      <div className="p2p-field">
        <label htmlFor={`${ids}-${field}`}>{label}</label>
        <NumberField
          id={`${ids}-${field}`}
          value={draft[field]}
          onValueChange={(value) => dispatch({ type: 'text', field, value })}
          decimals={field === 'margin' ? 2 : 8}
          suffix={suffix}
          invalid={problem !== null}
          aria-describedby={problem === null ? undefined : `${ids}-${field}-error`}
        />
        {problem === null ? null : (
          <span id={`${ids}-${field}-error`} className="p2p-error">
            {problem}
          </span>
        )}
      </div>
    );
  };
  const ownMethods = (methods.data ?? []).filter((method) => method.fiat === draft.fiat);
  const methodProblem = touched ? problemText(t, errors.paymentMethodIds) : null;
  return (
    <form
      className="p2p-form"
      noValidate
      aria-busy={save.isPending}
      data-testid="p2p-ad-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (Object.keys(errors).length === 0) save.mutate();
      }}
    >
      <h3>{t(adId === null ? 'postAd' : 'editAd')}</h3>
      <SegmentedControl
        aria-label={t('adSide')}
        options={[
          { value: 'sell', label: t('adSell') },
          { value: 'buy', label: t('adBuy') },
        ]}
        value={draft.side}
        onValueChange={(side) => dispatch({ type: 'side', side })}
      />
      <SegmentedControl
        aria-label={t('crypto')}
        options={P2P_CRYPTOS.map((coin) => ({ value: coin, label: coin }))}
        value={draft.crypto}
        onValueChange={(crypto) => dispatch({ type: 'crypto', crypto })}
      />
      <div className="p2p-field">
        <label htmlFor={`${ids}-fiat`}>{t('fiat')}</label>
        <Select<string>
          id={`${ids}-fiat`}
          options={P2P_FIATS.map((code) => ({ value: code, label: code }))}
          value={draft.fiat}
          onChange={(value) => {
            if (typeof value === 'string' && value !== '') dispatch({ type: 'fiat', fiat: value as P2pFiat });
          }}
        />
      </div>
      <SegmentedControl
        aria-label={t('priceType')}
        options={[
          { value: 'fixed', label: t('priceFixed') },
          { value: 'floating', label: t('priceFloating') },
        ]}
        value={draft.priceType}
        onValueChange={(priceType) => dispatch({ type: 'priceType', priceType })}
      />
      {draft.priceType === 'fixed' ? text('price', t('price'), draft.fiat) : text('margin', t('margin'), '%')}
      {text('total', t('totalAmount'), draft.crypto)}
      {summary.worth === null ? null : (
        <p className="p2p-muted" data-testid="p2p-ad-worth">
          {t('worth')}: {summary.worth.toFixed()} {draft.fiat}
        </p>
      )}
      <div className="p2p-row">
        {text('minOrder', t('minOrder'), draft.fiat)}
        {text('maxOrder', t('maxOrder'), draft.fiat)}
      </div>
      <fieldset
        className="p2p-fieldset"
        aria-describedby={methodProblem === null ? undefined : `${ids}-methods-error`}
      >
        <legend>{t('paymentMethods')}</legend>
        {ownMethods.length === 0 ? (
          <p className="p2p-muted">{t('noMethodsForFiat', { fiat: draft.fiat })}</p>
        ) : null}
        {ownMethods.map((method) => (
          <label key={method.id} className="p2p-method">
            <input
              type="checkbox"
              checked={draft.paymentMethodIds.includes(method.id)}
              onChange={() => dispatch({ type: 'toggleMethod', id: method.id })}
            />
            <span>
              {paymentTypeName(method.type, t)} · {Object.values(method.fields)[0]}
            </span>
          </label>
        ))}
        {methodProblem === null ? null : (
          <span id={`${ids}-methods-error`} className="p2p-error">
            {methodProblem}
          </span>
        )}
      </fieldset>
      <SegmentedControl<P2pPaymentWindow>
        aria-label={t('paymentWindow')}
        options={P2P_PAYMENT_WINDOWS.map((minutes) => ({
          value: minutes,
          label: t('minutes', { minutes: String(minutes) }),
        }))}
        value={draft.paymentWindow}
        onValueChange={(minutes) => dispatch({ type: 'paymentWindow', minutes })}
      />
      <div className="p2p-field">
        <label htmlFor={`${ids}-terms`}>{t('terms')}</label>
        <textarea
          id={`${ids}-terms`}
          className="p2p-textarea"
          rows={3}
          maxLength={500}
          value={draft.terms}
          onChange={(event) => dispatch({ type: 'text', field: 'terms', value: event.target.value })}
        />
      </div>
      <div className="p2p-field">
        <label htmlFor={`${ids}-age`}>{t('minAccountAge')}</label>
        <Input
          id={`${ids}-age`}
          inputMode="numeric"
          value={draft.minAccountAgeDays}
          onValueChange={(value) => dispatch({ type: 'text', field: 'minAccountAgeDays', value })}
        />
      </div>
      {save.isError ? (
        <p className="p2p-error" role="alert">
          {refusalText(save.error)}
        </p>
      ) : null}
      <div className="p2p-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('close')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t(adId === null ? 'createDraft' : 'saveAd')}
        </button>
      </div>
    </form>
  );
}
