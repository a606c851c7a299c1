import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeSelect } from './TimeSelect.tsx';
import { buildTimeSelectOptions } from './time-select-options.ts';

describe('time-select options', () => {
  it('lists 09:00 to 18:00 every 30 minutes by default', () => {
    const options = buildTimeSelectOptions();
    expect(options).toHaveLength(19);
    expect(options[0]!.value).toBe('09:00');
    expect(options[1]!.value).toBe('09:30');
    expect(options.at(-1)!.value).toBe('18:00');
  });
  it('disables times at or before minTime and at or after maxTime', () => {
    const options = buildTimeSelectOptions({
      start: '08:00',
      end: '10:00',
      step: '00:15',
      minTime: '08:30',
      maxTime: '09:30',
    });
    const disabled = options.filter((option) => option.disabled).map((option) => option.value);
    expect(disabled).toEqual(['08:00', '08:15', '08:30', '09:30', '09:45', '10:00']);
  });
  it('§9 hours stay within 0-23: an invalid bound or zero step lists nothing', () => {
    expect(buildTimeSelectOptions({ end: '24:00' })).toEqual([]);
    expect(buildTimeSelectOptions({ step: '00:00' })).toEqual([]);
  });
});

describe('TimeSelect', () => {
  it('picks a listed time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimeSelect aria-label="Start" maxTime="10:00" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Start' }));
    expect(screen.getByRole('option', { name: '10:00' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '09:30' }));
    expect(onChange).toHaveBeenCalledWith('09:30');
    expect(screen.getByRole('combobox')).toHaveValue('09:30');
  });

  it('filters typed text', async () => {
    const user = userEvent.setup();
    render(<TimeSelect aria-label="Start" />);
    await user.type(screen.getByRole('combobox'), '17');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['17:00', '17:30']);
  });
});
