import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ToggleButton } from './ToggleButton.tsx';

function Favourite() {
  const [pressed, setPressed] = useState(false);
  return (
    <ToggleButton pressed={pressed} onPressedChange={setPressed} aria-label="Favourite BTC/USDT">
      ★
    </ToggleButton>
  );
}

describe('toggle button', () => {
  it('Space and Enter toggle its pressed state', async () => {
    const user = userEvent.setup();
    render(<Favourite />);
    const star = screen.getByRole('button', { name: 'Favourite BTC/USDT', pressed: false });
    expect(star).toHaveAttribute('data-state', 'off');
    await user.tab();
    await user.keyboard(' ');
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAttribute('data-state', 'on');
    await user.keyboard('{Enter}');
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
