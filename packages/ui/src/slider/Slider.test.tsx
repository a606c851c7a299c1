import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetLocaleProvider } from '../i18n/index.ts';
import { Slider, type SliderProps } from './Slider.tsx';

function Leverage({
  initial = 10,
  onChange,
  ...props
}: Partial<SliderProps> & { initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      aria-label="Leverage"
      min={1}
      max={100}
      marks={[1, 25, 50, 75, 100]}
      formatValue={(leverage) => `${leverage}x`}
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const slider = () => screen.getByRole('slider', { name: 'Leverage' });

describe('slider', () => {
  it('exposes its range, value and value text', () => {
    render(<Leverage />);
    expect(slider()).toHaveAttribute('aria-valuemin', '1');
    expect(slider()).toHaveAttribute('aria-valuemax', '100');
    expect(slider()).toHaveAttribute('aria-valuenow', '10');
    expect(slider()).toHaveAttribute('aria-valuetext', '10x');
    expect(slider()).toHaveAttribute('tabindex', '0');
  });

  it('arrows step, PageUp and PageDown jump, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Leverage />);
    await user.tab();
    expect(slider()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '11');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(slider()).toHaveAttribute('aria-valuenow', '13');
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(slider()).toHaveAttribute('aria-valuenow', '11');
    await user.keyboard('{PageUp}');
    expect(slider()).toHaveAttribute('aria-valuenow', '21');
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    expect(slider()).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuetext', '100x');
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider()).toHaveAttribute('aria-valuenow', '1');
  });

  it('§6 in right-to-left the arrows follow the visual direction', async () => {
    const user = userEvent.setup();
    render(
      <WidgetLocaleProvider locale="ar">
        <Leverage />
      </WidgetLocaleProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '11');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '9');
  });

  it('a mark sets its value and shows its text', async () => {
    const user = userEvent.setup();
    render(<Leverage />);
    await user.click(screen.getByRole('button', { name: '50x' }));
    expect(slider()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: '50x' })).toHaveAttribute('data-state', 'active');
  });

  it('a press on the track sets the value under the pointer, and a drag follows it', () => {
    const onChange = vi.fn();
    render(<Leverage onChange={onChange} />);
    const track = slider().parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100, right: 298, width: 198 }) as DOMRect;
    track.setPointerCapture = vi.fn();
    track.hasPointerCapture = () => true;
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 199 });
    expect(slider()).toHaveAttribute('aria-valuenow', '51');
    expect(slider()).toHaveFocus();
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 400 });
    expect(slider()).toHaveAttribute('aria-valuenow', '100');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([51, 100]);
  });

  it('§6 in right-to-left the track starts at the right', () => {
    render(
      <WidgetLocaleProvider locale="ar">
        <Leverage />
      </WidgetLocaleProvider>,
    );
    const track = slider().parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100, right: 298, width: 198 }) as DOMRect;
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 280 });
    expect(slider()).toHaveAttribute('aria-valuenow', '10');
  });

  it('a disabled slider leaves the tab order and ignores keys, presses and marks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Leverage disabled onChange={onChange} />);
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    expect(slider()).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    fireEvent.pointerDown(slider().parentElement as HTMLElement, { button: 0, clientX: 5 });
    expect(screen.getByRole('button', { name: '50x' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(document.body).toHaveFocus();
  });
});
