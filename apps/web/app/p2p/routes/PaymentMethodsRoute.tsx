import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { P2P_ENDPOINTS } from '@tideline/protocol/p2p/endpoints';
import { useId, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { useP2pText } from '../i18n/use-p2p-text.ts';
import { P2pPage, QueryState } from '../P2pPage.tsx';
import { PaymentMethodForm } from '../PaymentMethodForm.tsx';
import { usePaymentMethods } from '../p2p-api.ts';
import { paymentFieldLabel, paymentTypeName } from '../payment-names.ts';

/** `/p2p/payment-methods`: where my buyers pay me; add one (with the second factor) or remove one. */
export default function PaymentMethodsRoute() {
  const t = useP2pText();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const remove = useMutation({
    mutationFn: (id: string) => callEndpoint(client, P2P_ENDPOINTS.removePayment, { id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['p2p'] });
    },
  });
  return (
    <P2pPage path="/p2p/payment-methods" signedInOnly={true}>
      <section className="p2p-section" aria-labelledby={`${ids}-methods`}>
        <h2 id={`${ids}-methods`}>{t('navPaymentMethods')}</h2>
        {adding ? (
          <PaymentMethodForm onDone={() => setAdding(false)} />
        ) : (
          <div>
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
              {t('addMethod')}
            </button>
          </div>
        )}
        {remove.isError ? (
          <p className="p2p-error" role="alert">
            {refusalText(remove.error)}
          </p>
        ) : null}
        <QueryState query={methods}>
          {(rows) =>
            rows.length === 0 ? (
              <p className="p2p-muted">{t('noMethods')}</p>
            ) : (
              <ul className="p2p-cards" data-testid="p2p-methods">
                {rows.map((method) => (
                  <li key={method.id}>
                    <strong>
                      {paymentTypeName(method.type, t)} · {method.fiat}
                    </strong>
                    {Object.entries(method.fields).map(([name, value]) => (
                      <span key={name}>
                        {paymentFieldLabel(name, t)}: {value}
                      </span>
                    ))}
                    <button
                      type="button"
                      className="button button--small"
                      disabled={remove.isPending}
                      aria-label={`${t('remove')}: ${paymentTypeName(method.type, t)} ${method.fiat}`}
                      onClick={() => remove.mutate(method.id)}
                    >
                      {t('remove')}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </P2pPage>
  );
}
