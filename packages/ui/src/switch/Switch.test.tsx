import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

function HideSmallBalances({
  onChange,
  disabled,
}: {
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    >
      Hide small balances
    </Switch>
  );
}

const control = () => screen.getByRole('switch', { name: 'Hide small balances' });

describe('switch', () => {
  it('is a switch named by its label, off at first', () => {
    render(<HideSmallBalances />);
    expect(control()).toHaveAttribute('aria-checked', 'false');
    expect(control()).toHaveAttribute('data-state', 'unchecked');
  });

  it('Space toggles it, and so do Enter and a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<HideSmallBalances onChange={onChange} />);
    await user.tab();
    expect(control()).toHaveFocus();
    await user.keyboard(' ');
    expect(control()).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(control()).toHaveAttribute('aria-checked', 'false');
    await user.click(control());
    expect(control()).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls.map(([checked]) => checked)).toEqual([true, false, true]);
  });

  it('a disabled switch does not toggle', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<HideSmallBalances disabled onChange={onChange} />);
    await user.click(control());
    expect(control()).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
