import { type RefObject, useEffect, useState } from 'react';

export type TradeBarSide = 'buy' | 'sell';

/**
 * The phone's fixed Buy/Sell bar (below 768 px): a tap opens the order form's tab with that side
 * chosen. The form keeps its own side state, so the bar picks the side the way a person would, with
 * the form's own side radio, once the form is on screen.
 */
export function PhoneTradeBar({
  label,
  buyLabel,
  sellLabel,
  formTab,
  formOpen,
  onOpenForm,
}: {
  label: string;
  buyLabel: string;
  sellLabel: string;
  /** The tab panel holding the order form. */
  formTab: RefObject<HTMLElement | null>;
  formOpen: boolean;
  onOpenForm: () => void;
}) {
  const [wanted, setWanted] = useState<TradeBarSide | null>(null);

  useEffect(() => {
    const panel = formTab.current;
    if (wanted === null || !formOpen || panel === null) return;
    const button = panel.querySelector<HTMLButtonElement>(`[role="radio"][data-tone="${wanted}"]`);
    if (button && button.getAttribute('aria-checked') !== 'true') button.click();
    panel.scrollIntoView({ block: 'start' });
    button?.focus({ preventScroll: true });
    setWanted(null);
  }, [wanted, formOpen, formTab]);

  const open = (side: TradeBarSide) => {
    setWanted(side);
    onOpenForm();
  };

  return (
    <fieldset className="spot-trade-bar" aria-label={label}>
      <button type="button" className="spot-trade-bar__button" data-side="buy" onClick={() => open('buy')}>
        {buyLabel}
      </button>
      <button type="button" className="spot-trade-bar__button" data-side="sell" onClick={() => open('sell')}>
        {sellLabel}
      </button>
    </fieldset>
  );
}
