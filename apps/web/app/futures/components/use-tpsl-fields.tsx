import { Input } from '@tideline/ui';
import { Fragment, useState } from 'react';
import { useFuturesText } from '../i18n/use-futures-text.ts';
import type { FuturesContract } from '../model/futures-types.ts';
import {
  clearTriggerIfOutOfBounds,
  type TriggerBoundsInput,
  type TriggerKind,
} from '../model/order-estimate.ts';
import { sanitizeFuturesPrice } from '../model/order-form-model.ts';

export interface TpslFields {
  takeProfit: string;
  stopLoss: string;
  /** Why a value was just emptied, or null. */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** Empties both fields (after the order carrying them was placed). */
  reset: () => void;
  /**
   * §5: empties an out-of-bounds TP/SL with a notice saying why; true when it did. Nothing is
   * judged while `boundsFor` has no reference price to judge by.
   */
  clearOutOfBounds: (kind: TriggerKind) => boolean;
  setValue: (kind: TriggerKind, raw: string) => void;
}

/** The take-profit and stop-loss fields of the order form and of a position, with the §5 clearing. */
export function useTpslFields(
  contract: FuturesContract,
  boundsFor: (kind: TriggerKind) => TriggerBoundsInput | null,
  initial: { takeProfit: string; stopLoss: string } = { takeProfit: '', stopLoss: '' },
): TpslFields {
  const t = useFuturesText();
  const [takeProfit, setTakeProfit] = useState(initial.takeProfit);
  const [stopLoss, setStopLoss] = useState(initial.stopLoss);
  const [notice, setNotice] = useState<string | null>(null);
  const setterOf = (kind: TriggerKind) => (kind === 'takeProfit' ? setTakeProfit : setStopLoss);
  return {
    takeProfit,
    stopLoss,
    notice,
    setNotice,
    reset: () => {
      setTakeProfit('');
      setStopLoss('');
    },
    setValue: (kind, raw) => setterOf(kind)(sanitizeFuturesPrice(raw, contract)),
    clearOutOfBounds: (kind) => {
      const value = kind === 'takeProfit' ? takeProfit : stopLoss;
      const bounds = boundsFor(kind);
      if (value === '' || bounds === null) return false;
      if (clearTriggerIfOutOfBounds(value, bounds) !== '') return false;
      setterOf(kind)('');
      setNotice(t('tpslCleared', { name: t(kind, { coin: contract.quoteCoin }) }));
      return true;
    },
  };
}

/** The two labelled price inputs; each is judged against the §5 bounds when it is left. */
export function TpslInputs({
  ids,
  fields,
  coin,
}: {
  ids: string;
  fields: Pick<TpslFields, 'takeProfit' | 'stopLoss' | 'setValue'> & {
    clearOutOfBounds: (kind: TriggerKind) => unknown;
  };
  coin: string;
}) {
  const t = useFuturesText();
  // Side by side, each label over its input: the pair takes one line of the order form, not two.
  return (
    <div className="futures-tpsl">
      {(['takeProfit', 'stopLoss'] as const).map((kind) => (
        <Fragment key={kind}>
          <label htmlFor={`${ids}-${kind === 'takeProfit' ? 'tp' : 'sl'}`}>{t(kind, { coin })}</label>
          <Input
            id={`${ids}-${kind === 'takeProfit' ? 'tp' : 'sl'}`}
            inputMode="decimal"
            autoComplete="off"
            value={kind === 'takeProfit' ? fields.takeProfit : fields.stopLoss}
            onValueChange={(raw) => fields.setValue(kind, raw)}
            onBlur={() => fields.clearOutOfBounds(kind)}
          />
        </Fragment>
      ))}
    </div>
  );
}
