import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

function Price({
  initial = '',
  onChange,
  ...props
}: Partial<NumberFieldProps> & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField
        aria-label="Price"
        decimals={2}
        step="0.5"
        min="0"
        max="100"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Price' });

describe('number field', () => {
  it('is a decimal text field with labelled stepper buttons out of the tab order', async () => {
    const user = userEvent.setup();
    render(<Price initial="1" />);
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('button', { name: 'Increase' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Decrease' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(field()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('§5 typing goes through the numeric sanitiser with the field decimals', async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.type(field(), 'a０1２．３４5.6');
    expect(field()).toHaveValue('12.34');
  });

  it('ArrowUp and ArrowDown step in exact decimals and stop at the bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Price initial="0.1" onChange={onChange} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('0.60');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveValue('0.00');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.clear(field());
    await user.type(field(), '99.8');
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('100.00');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith('100.00');
  });

  it('the stepper buttons step by pointer', async () => {
    const user = userEvent.setup();
    render(<Price initial="2" />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(field()).toHaveValue('2.50');
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(field()).toHaveValue('1.50');
  });

  it('leaving the field pulls a value outside the range back inside', async () => {
    const user = userEvent.setup();
    render(<Price decimals={0} min="1" max="125" step={undefined} />);
    await user.type(field(), '300');
    await user.tab();
    expect(field()).toHaveValue('125');
  });

  it('§8 names the steppers in the current language', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <Price />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: '增加' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '减少' })).toBeInTheDocument();
  });

  it('a disabled field has disabled steppers', () => {
    render(<Price initial="5" disabled />);
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });
});
