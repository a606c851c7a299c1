import { MAX_MULTIPLE, MIN_INVESTMENT } from '@tideline/protocol/copy-trading/limits';
import { CheckboxGroup, NumberField, SegmentedControl, Switch } from '@tideline/ui';
import { useId, useReducer, useState } from 'react';
import { refusalText } from '../api/refusal-text.ts';
import { CopyDialog } from './CopyDialog.tsx';
import { type LeadCard, useContracts, useFollow, useFuturesWallet } from './copy-api.ts';
import { type CopyText, useCopyText } from './i18n/use-copy-text.ts';
import {
  type CopyMode,
  EMPTY_FOLLOW,
  type FollowProblem,
  type FollowTextField,
  followFormErrors,
  followFormReducer,
  followRequest,
} from './model/follow-form.ts';
import { usdt } from './PnlGraphics.tsx';

const PROBLEM_TEXT = {
  required: 'errorRequired',
  invalid: 'errorInvalid',
  belowMinInvestment: 'errorBelowMinInvestment',
  aboveBalance: 'errorAboveBalance',
  aboveInvestment: 'errorAboveInvestment',
  multipleRange: 'errorMultipleRange',
  percentRange: 'errorPercentRange',
  noSymbols: 'errorNoSymbols',
} as const satisfies Record<FollowProblem, string>;

function problemText(t: CopyText, problem: FollowProblem): string {
  return t(PROBLEM_TEXT[problem], { min: MIN_INVESTMENT, max: MAX_MULTIPLE });
}

/**
 * Following a lead (docs/protocol-copy-trading.md §2): a fixed margin per order or a multiple of
 * the lead's size, the investment moved out of the futures wallet (the copy's cap), optional take
 * profit and stop loss on each copied order's margin, and every contract or chosen ones. The
 * form's rules are `model/follow-form.ts`; a field's problem shows once the user tried to send.
 */
export function FollowDialog({
  lead,
  onClose,
  onFollowed,
}: {
  lead: LeadCard;
  onClose: () => void;
  onFollowed: () => void;
}) {
  const t = useCopyText();
  const ids = useId();
  const [draft, dispatch] = useReducer(followFormReducer, EMPTY_FOLLOW);
  const [touched, setTouched] = useState(false);
  const wallet = useFuturesWallet(true);
  const contracts = useContracts();
  const follow = useFollow();
  const available = wallet.data?.available;
  const errors = followFormErrors(draft, available);
  const shown = touched ? errors : {};
  const field = (name: FollowTextField, label: string, decimals: number, suffix: string, hint?: string) => {
    const problem = shown[name];
    const describedBy = [hint ? `${ids}-${name}-hint` : '', problem ? `${ids}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="copy-field">
        <label htmlFor={`${ids}-${name}`}>{label}</label>
        <NumberField
          id={`${ids}-${name}`}
          value={draft[name]}
          onValueChange={(value) => dispatch({ type: 'text', field: name, value })}
          decimals={decimals}
          min="0"
          suffix={suffix}
          invalid={problem !== undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        />
        {hint ? (
          <p id={`${ids}-${name}-hint`} className="copy-muted">
            {hint}
          </p>
        ) : null}
        {problem ? (
          <p id={`${ids}-${name}-error`} className="copy-error">
            {problemText(t, problem)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <CopyDialog
      title={t('copyName', { name: lead.nickname })}
      submitLabel={t('startCopying')}
      testId="copy-follow-dialog"
      busy={follow.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        // The promise, not mutate's callback: the refreshed copies replace the Copy button (and
        // this dialog) before a callback of an unmounted observer would run.
        if (Object.keys(errors).length === 0)
          follow.mutateAsync(followRequest(lead.traderId, draft)).then(onFollowed, () => undefined);
      }}
    >
      <p className="copy-muted">
        {t('profitShare')}: {lead.profitShareRate}% · {t('followers')}:{' '}
        <span dir="ltr">
          {lead.followers} / {lead.maxFollowers}
        </span>
      </p>
      <div className="copy-field">
        <span id={`${ids}-mode`}>{t('mode')}</span>
        <SegmentedControl<CopyMode>
          aria-labelledby={`${ids}-mode`}
          options={[
            { value: 'fixed', label: t('modeFixed') },
            { value: 'multiple', label: t('modeMultiple') },
          ]}
          value={draft.mode}
          onValueChange={(mode) => dispatch({ type: 'mode', mode })}
        />
      </div>
      {draft.mode === 'fixed'
        ? field('fixedMargin', t('fixedMargin'), 8, 'USDT')
        : field('multiple', t('multiple'), 2, '×')}
      {field(
        'investment',
        t('investment'),
        8,
        'USDT',
        `${t('investmentHint', { min: MIN_INVESTMENT })} ${available === undefined ? '' : t('available', { amount: usdt(available) })}`,
      )}
      <div className="copy-row">
        {field('takeProfitPercent', t('takeProfit'), 2, '%')}
        {field('stopLossPercent', t('stopLoss'), 2, '%')}
      </div>
      <div className="copy-switch">
        <Switch checked={draft.allSymbols} onCheckedChange={(all) => dispatch({ type: 'allSymbols', all })}>
          {t('allSymbols')}
        </Switch>
      </div>
      {draft.allSymbols ? null : (
        <div className="copy-field">
          <span id={`${ids}-symbols`}>{t('symbols')}</span>
          <CheckboxGroup<string>
            aria-labelledby={`${ids}-symbols`}
            options={(contracts.data ?? []).map((contract) => ({
              value: contract.symbol,
              label: contract.symbol,
            }))}
            value={draft.symbols}
            onChange={(symbols) => dispatch({ type: 'symbols', symbols })}
          />
          {shown.symbols ? <p className="copy-error">{problemText(t, shown.symbols)}</p> : null}
        </div>
      )}
      {follow.isError ? (
        <p className="copy-error" role="alert" data-testid="copy-follow-error">
          {refusalText(follow.error)}
        </p>
      ) : null}
    </CopyDialog>
  );
}
