import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '@tideline/core/format';
import { callEndpoint } from '@tideline/core/request';
import { RED_PACKET_ENDPOINTS } from '@tideline/protocol/red-packets/endpoints';
import type { RedPacketSource } from '@tideline/protocol/red-packets/schemas';
import { SegmentedControl, Switch } from '@tideline/ui';
import { type FormEvent, useReducer, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { refusalText } from '../api/refusal-text.ts';
import { ASSET_QUERY_KEYS } from '../asset/asset-api.ts';
import { P2P_QUERY_KEYS } from '../p2p/p2p-account.ts';
import { useRedPacketText } from './i18n/use-red-packet-text.ts';
import {
  type Cover,
  type FormProblem,
  formBody,
  GREETING_LIMIT,
  INITIAL_FORM,
  MAX_HOURS,
  MAX_SHARES,
  type Mode,
  reduceForm,
} from './model/create-form.ts';
import { SharePanel } from './SharePanel.tsx';
import { useSourceAvailable } from './use-source-available.ts';

const ASSETS = ['USDT', 'BTC', 'ETH'] as const;
const PROBLEM_TEXT = {
  amount: 'problemAmount',
  count: 'problemCount',
  hours: 'problemHours',
  greeting: 'problemGreeting',
} as const satisfies Record<FormProblem, string>;

/** The create form of /red-packet; after a creation it shows the new packet's link, code and QR. */
export function CreateForm() {
  const t = useRedPacketText();
  const client = useApiClient();
  const queries = useQueryClient();
  const [form, change] = useReducer(reduceForm, INITIAL_FORM);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const create = useMutation({
    mutationFn: (body: Parameters<typeof callEndpoint<typeof RED_PACKET_ENDPOINTS.create>>[2]) =>
      callEndpoint(client, RED_PACKET_ENDPOINTS.create, body),
    onSuccess: () =>
      Promise.all(
        [['red-packet'], ASSET_QUERY_KEYS.balances, P2P_QUERY_KEYS.wallet].map((queryKey) =>
          queries.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const available = useSourceAvailable(form.source, form.asset);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = formBody(form);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    create.mutate(result.body);
  };
  return (
    <section className="red-packet-section" aria-labelledby="red-packet-create">
      <h2 id="red-packet-create">{t('createHeading')}</h2>
      <form className="red-packet-form" onSubmit={submit} noValidate>
        <label>
          {t('asset')}
          <select
            value={form.asset}
            onChange={(event) => change({ field: 'asset', value: event.target.value })}
          >
            {ASSETS.map((asset) => (
              <option key={asset}>{asset}</option>
            ))}
          </select>
        </label>
        <div className="red-packet-field">
          <span id="red-packet-source">{t('source')}</span>
          <SegmentedControl<RedPacketSource>
            aria-labelledby="red-packet-source"
            aria-describedby="red-packet-available"
            value={form.source}
            onValueChange={(value) => change({ field: 'source', value })}
            options={[
              { value: 'spot', label: t('sourceSpot') },
              { value: 'funding', label: t('sourceFunding') },
            ]}
          />
          <span id="red-packet-available" className="red-packet-muted" aria-live="polite">
            {available === undefined
              ? '\u00a0'
              : t('available', { amount: formatNumber(available, { trimZeros: true }), asset: form.asset })}
          </span>
        </div>
        <div className="red-packet-field">
          <span id="red-packet-mode">{t('mode')}</span>
          <SegmentedControl<Mode>
            aria-labelledby="red-packet-mode"
            value={form.mode}
            onValueChange={(value) => change({ field: 'mode', value })}
            options={[
              { value: 'lucky', label: t('modeLucky') },
              { value: 'equal', label: t('modeEqual') },
            ]}
          />
        </div>
        {form.mode === 'equal' ? (
          <Switch
            checked={form.amountIs === 'perShare'}
            onCheckedChange={(checked) =>
              change({ field: 'amountIs', value: checked ? 'perShare' : 'total' })
            }
          >
            {t('perShareToggle')}
          </Switch>
        ) : null}
        <label>
          {form.amountIs === 'perShare' ? t('amountPerShare') : t('amountTotal')}
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            aria-invalid={problem === 'amount'}
            onChange={(event) => change({ field: 'amount', value: event.target.value.trim() })}
          />
        </label>
        <label>
          {t('count')}
          <input
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SHARES}
            value={form.count}
            aria-invalid={problem === 'count'}
            onChange={(event) => change({ field: 'count', value: event.target.value })}
          />
        </label>
        <label>
          {t('greeting')}
          <textarea
            name="greeting"
            rows={2}
            value={form.greeting}
            aria-invalid={problem === 'greeting'}
            aria-describedby="red-packet-greeting-hint"
            onChange={(event) => change({ field: 'greeting', value: event.target.value })}
          />
          <span id="red-packet-greeting-hint" className="red-packet-muted">
            {t('greetingHint')} ({Array.from(form.greeting).length}/{GREETING_LIMIT})
          </span>
        </label>
        <div className="red-packet-field">
          <span id="red-packet-cover">{t('cover')}</span>
          <SegmentedControl<Cover>
            aria-labelledby="red-packet-cover"
            value={form.cover}
            onValueChange={(value) => change({ field: 'cover', value })}
            options={[
              { value: 'classic', label: t('coverClassic') },
              { value: 'gold', label: t('coverGold') },
              { value: 'blossom', label: t('coverBlossom') },
            ]}
          />
        </div>
        <label>
          {t('expiresIn')}
          <input
            name="expiresInHours"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_HOURS}
            value={form.expiresInHours}
            aria-invalid={problem === 'hours'}
            onChange={(event) => change({ field: 'expiresInHours', value: event.target.value })}
          />
        </label>
        <Switch
          checked={form.newUsersOnly}
          onCheckedChange={(value) => change({ field: 'newUsersOnly', value })}
        >
          {t('newUsersOnly')}
        </Switch>
        <label>
          {t('secondFactor')}
          <input
            name="secondFactor"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.secondFactor}
            aria-describedby="red-packet-factor-hint"
            onChange={(event) => change({ field: 'secondFactor', value: event.target.value.trim() })}
          />
          <span id="red-packet-factor-hint" className="red-packet-muted">
            {t('secondFactorHint')}
          </span>
        </label>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('create')}
        </button>
        {problem === null ? null : <p role="alert">{t(PROBLEM_TEXT[problem])}</p>}
        {create.isError ? <p role="alert">{refusalText(create.error)}</p> : null}
      </form>
      {create.data === undefined ? null : (
        <div className="red-packet-created" data-testid="created">
          <h3>{t('createdHeading')}</h3>
          <SharePanel code={create.data.code} />
        </div>
      )}
    </section>
  );
}
