import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input.tsx';

describe('input', () => {
  it('§5 shows a character counter against the maximum length and stops at it', async () => {
    const user = userEvent.setup();
    render(<Input aria-label="Nickname" maxLength={5} showWordLimit />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAccessibleDescription('0/5');
    await user.type(input, 'abc');
    expect(input).toHaveAccessibleDescription('3/5');
    await user.type(input, 'defg');
    expect(input).toHaveValue('abcde');
    expect(input).toHaveAccessibleDescription('5/5');
  });

  it('§5 the counter works for a textarea too, and is hidden without showWordLimit', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Input aria-label="Memo" type="textarea" maxLength={100} showWordLimit />
        <Input aria-label="Plain" maxLength={10} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Memo' }), 'hi{Enter}there');
    expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveAccessibleDescription('8/100');
    expect(screen.getByRole('textbox', { name: 'Plain' })).not.toHaveAccessibleDescription();
  });

  it('the clear button empties the field and is reachable by keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Input aria-label="Search" clearable defaultValue="BTC" onValueChange={onValueChange} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
