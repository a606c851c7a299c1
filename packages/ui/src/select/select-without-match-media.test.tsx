import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Select } from './Select.tsx';

// Issue #18 item 7: a page (or a test harness such as plain jsdom) without matchMedia still gets
// the §4 bottom action sheet under 768 px: the width is then read from innerWidth.

const OPTIONS = [
  { value: 'btc', label: 'Bitcoin' },
  { value: 'eth', label: 'Ethereum' },
];

describe('Select without matchMedia (§4)', () => {
  const original = { matchMedia: window.matchMedia, innerWidth: window.innerWidth };

  beforeEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  afterEach(() => {
    window.matchMedia = original.matchMedia;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: original.innerWidth });
  });

  it('opens as a bottom action sheet at 375 px', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    render(<Select options={OPTIONS} placeholder="Pick a coin" onChange={() => {}} />);
    await userEvent.setup().click(screen.getByRole('combobox'));
    expect(screen.getByRole('dialog', { name: 'Pick a coin' })).toBeInTheDocument();
  });

  it('stays a dropdown at 1024 px', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    render(<Select options={OPTIONS} placeholder="Pick a coin" onChange={() => {}} />);
    await userEvent.setup().click(screen.getByRole('combobox'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });
});
