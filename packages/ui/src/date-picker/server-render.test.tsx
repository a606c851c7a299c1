import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from '../select/Select.tsx';
import { TimePicker } from '../time-picker/TimePicker.tsx';
import { TimeSelect } from '../time-select/TimeSelect.tsx';
import { DatePicker } from './DatePicker.tsx';

describe('server rendering', () => {
  it('renders the closed pickers to HTML without touching browser-only APIs', () => {
    const html = renderToString(
      <>
        <Select aria-label="Coin" options={[{ value: 'btc', label: 'Bitcoin' }]} value="btc" />
        <DatePicker aria-label="Day" value={new Date(2026, 10, 20)} />
        <DatePicker aria-label="Span" type="daterange" />
        <TimePicker aria-label="At" />
        <TimeSelect aria-label="Slot" />
      </>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="Bitcoin"');
    expect(html).toContain('value="2026-11-20"');
    expect(html).not.toContain('role="listbox"');
  });
});
