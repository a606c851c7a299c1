import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const OPTIONS = [
  { value: 'spot', label: 'Spot' },
  { value: 'margin', label: 'Margin' },
  { value: 'futures', label: 'Futures' },
  { value: 'earn', label: 'Earn', disabled: true },
];

describe('checkbox group', () => {
  it('§5 max: once the maximum is checked, the unchecked boxes lock', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup aria-label="Markets" options={OPTIONS} max={2} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Markets' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Spot' }));
    await user.click(screen.getByRole('checkbox', { name: 'Margin' }));
    expect(screen.getByRole('checkbox', { name: 'Futures' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Spot' }));
    expect(screen.getByRole('checkbox', { name: 'Futures' })).toBeEnabled();
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([['spot'], ['spot', 'margin'], ['margin']]);
  });

  it('§5 min: the last checked boxes at the minimum cannot be unchecked', async () => {
    const user = userEvent.setup();
    render(
      <CheckboxGroup aria-label="Markets" options={OPTIONS} min={1} defaultValue={['spot', 'margin']} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Spot' }));
    const margin = screen.getByRole('checkbox', { name: 'Margin' });
    expect(margin).toBeChecked();
    expect(margin).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Futures' })).toBeEnabled();
  });

  it('toggles by keyboard (Space) and never a disabled option', async () => {
    const user = userEvent.setup();
    render(<CheckboxGroup aria-label="Markets" options={OPTIONS} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Spot' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Earn' }));
    expect(screen.getByRole('checkbox', { name: 'Earn' })).not.toBeChecked();
  });
});
