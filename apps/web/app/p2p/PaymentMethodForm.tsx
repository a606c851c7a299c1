import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { P2P_FIATS, type P2pFiat } from '@tideline/protocol/p2p/markets';
import { type PaymentType, paymentTypesFor } from '@tideline/protocol/p2p/payment-types';
import { Input, Select, toast } from '@tideline/ui';
import { useId, useReducer, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { usePreferences } from '../preferences/PreferencesProvider.tsx';
import { useP2pText } from './i18n/use-p2p-text.ts';
import {
  emptyPayment,
  paymentFields,
  paymentFormErrors,
  paymentFormReducer,
  paymentFormSummary,
} from './model/payment-form.ts';
import { startingFiat } from './model/starting-fiat.ts';
import { paymentFieldLabel, paymentTypeName } from './payment-names.ts';
import { SecondFactorFields } from './SecondFactorFields.tsx';

/**
 * Adding a payment method: its fiat, then a type that serves it, then that type's fields (the
 * protocol's table); the second factor goes in the same request (spec §7).
 */
export function PaymentMethodForm({ onDone }: { onDone: () => void }) {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { preferences } = usePreferences();
  const [draft, dispatch] = useReducer(paymentFormReducer, startingFiat(preferences.unit), emptyPayment);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = paymentFormErrors(draft);
  const add = useMutation({
    mutationFn: () =>
      callEndpoint(client, P2P_ENDPOINTS.addPayment, { ...paymentFormSummary(draft), secondFactor: code }),
    onSuccess: async () => {
      toast({ message: t('methodAdded'), type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
      onDone();
    },
  });
  return (
    <form
      className="p2p-form"
      noValidate
      aria-busy={add.isPending}
      data-testid="p2p-payment-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (problem === undefined) add.mutate();
      }}
    >
      <h3>{t('addMethod')}</h3>
      <div className="p2p-row">
        <div className="p2p-field">
          <label htmlFor={`${ids}-fiat`}>{t('fiat')}</label>
          <Select<string>
            id={`${ids}-fiat`}
            options={P2P_FIATS.map((fiat) => ({ value: fiat, label: fiat }))}
            value={draft.fiat}
            onChange={(value) => {
              if (typeof value === 'string' && value !== '')
                dispatch({ type: 'fiat', fiat: value as P2pFiat });
            }}
          />
        </div>
        <div className="p2p-field">
          <label htmlFor={`${ids}-type`}>{t('paymentMethod')}</label>
          <Select<string>
            id={`${ids}-type`}
            options={paymentTypesFor(draft.fiat).map((type) => ({
              value: type,
              label: paymentTypeName(type, t),
            }))}
            value={draft.type}
            onChange={(value) => {
              if (typeof value === 'string' && value !== '')
                dispatch({ type: 'type', paymentType: value as PaymentType });
            }}
          />
        </div>
      </div>
      {paymentFields(draft.type).map((field) => {
        const wrong = touched && problem?.field === field.name;
        return (
          <div className="p2p-field" key={`${draft.type}-${field.name}`}>
            <label htmlFor={`${ids}-${field.name}`}>
              {paymentFieldLabel(field.name, t)}
              {field.required ? '' : ` (${t('optional')})`}
            </label>
            <Input
              id={`${ids}-${field.name}`}
              value={draft.fields[field.name] ?? ''}
              onValueChange={(value) => dispatch({ type: 'field', name: field.name, value })}
              invalid={wrong}
              aria-describedby={wrong ? `${ids}-problem` : undefined}
            />
            {wrong ? (
              <span id={`${ids}-problem`} className="p2p-error">
                {t(problem?.problem === 'fieldMissing' ? 'errorRequired' : 'errorInvalid')}
              </span>
            ) : null}
          </div>
        );
      })}
      <SecondFactorFields code={code} onCodeChange={setCode} />
      {add.isError ? (
        <p className="p2p-error" role="alert" data-testid="p2p-payment-error">
          {refusalText(add.error)}
        </p>
      ) : null}
      <div className="p2p-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('close')}
        </button>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {t('addMethod')}
        </button>
      </div>
    </form>
  );
}
