import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { SegmentedControl, type SegmentedOption } from './SegmentedControl.tsx';
import { tabStopIndex } from './segmented-state.ts';

type Kind = 'limit' | 'market' | 'stop' | 'trigger';
const OPTIONS: SegmentedOption<Kind>[] = [
  { value: 'limit', label: 'Limit' },
  { value: 'market', label: 'Market' },
  { value: 'stop', label: 'Stop', disabled: true },
  { value: 'trigger', label: 'Trigger' },
];

function OrderType({
  initial = 'limit',
  onChange,
  disabled,
}: {
  initial?: Kind | null;
  onChange?: (value: Kind) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<Kind | null>(initial);
  return (
    <>
      <button type="button">before</button>
      <SegmentedControl
        aria-label="Order type"
        options={OPTIONS}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('segmented control', () => {
  it('is a radio group whose checked option is the only tab stop', () => {
    render(<OrderType />);
    expect(screen.getByRole('radiogroup', { name: 'Order type' })).toBeInTheDocument();
    expect(radio('Limit')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Limit')).toHaveAttribute('tabindex', '0');
    expect(radio('Market')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Market')).toHaveAttribute('tabindex', '-1');
    expect(radio('Limit')).toHaveAttribute('data-state', 'checked');
  });

  it('Tab enters on the checked option; arrows move and check, skipping disabled and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OrderType initial="market" onChange={onChange} />);
    await user.tab();
    await user.tab();
    expect(radio('Market')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Trigger')).toHaveFocus();
    expect(radio('Trigger')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(radio('Limit')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(radio('Trigger')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(radio('Market')).toHaveFocus();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['trigger', 'limit', 'trigger', 'market']);
  });

  it('Home and End check the first and last enabled options', async () => {
    const user = userEvent.setup();
    render(<OrderType initial="market" />);
    await user.click(radio('Market'));
    await user.keyboard('{End}');
    expect(radio('Trigger')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Home}');
    expect(radio('Limit')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Limit')).toHaveFocus();
  });

  it('a click checks; a disabled option cannot be checked', async () => {
    const user = userEvent.setup();
    render(<OrderType />);
    await user.click(radio('Trigger'));
    expect(radio('Trigger')).toHaveAttribute('aria-checked', 'true');
    await user.click(radio('Stop'));
    expect(radio('Stop')).toHaveAttribute('aria-checked', 'false');
    expect(radio('Trigger')).toHaveAttribute('aria-checked', 'true');
  });

  it('arrows follow the visual direction in right-to-left', async () => {
    const user = userEvent.setup();
    render(
      <WidgetLocaleProvider locale="ar">
        <OrderType />
      </WidgetLocaleProvider>,
    );
    await user.click(radio('Limit'));
    await user.keyboard('{ArrowLeft}');
    expect(radio('Market')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(radio('Limit')).toHaveAttribute('aria-checked', 'true');
  });

  it('with nothing checked the first enabled option takes the tab stop', async () => {
    const user = userEvent.setup();
    render(<OrderType initial={null} />);
    await user.tab();
    await user.tab();
    expect(radio('Limit')).toHaveFocus();
    expect(radio('Limit')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(radio('Limit')).toHaveAttribute('aria-checked', 'true');
  });

  it('a disabled group takes no focus and no change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OrderType disabled onChange={onChange} />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    await user.click(radio('Market'));
    await user.tab();
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['the checked option', 'b', false, 1],
    ['the first enabled when none is checked', null, false, 1],
    ['the first enabled when the checked one is disabled', 'a', false, 1],
    ['none in a disabled group', 'b', true, -1],
  ] as const)('tab stop: %s', (_, value, groupDisabled, expected) => {
    const options = [{ value: 'a', disabled: true }, { value: 'b' }, { value: 'c' }];
    expect(tabStopIndex(options, value, groupDisabled)).toBe(expected);
  });
});
