import { fieldName } from '../date-picker/intl-names.ts';
import { useWidgetLocale } from '../i18n/index.ts';
import { isUnitValueDisabled, type parseSelectableRange } from './selectable-range.ts';
import { TimeColumn } from './TimeColumn.tsx';
import { HOURS, MINUTES, SECONDS, type TimeOfDay } from './time-units.ts';

export interface TimePanelProps {
  value: TimeOfDay;
  onChange: (value: TimeOfDay) => void;
  ranges: ReturnType<typeof parseSelectableRange>;
  showSeconds?: boolean;
  label?: string;
}

/** Hours 0-23, minutes and seconds 0-59 (spec §9), as three listboxes. */
export function TimePanel({ value, onChange, ranges, showSeconds = true, label }: TimePanelProps) {
  const { intlLocale } = useWidgetLocale();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of listboxes, not a form fieldset.
    <div className="tl-time-panel" role="group" aria-label={label}>
      <TimeColumn
        label={fieldName(intlLocale, 'hour')}
        values={HOURS}
        selected={value.hour}
        isDisabled={(hour) => isUnitValueDisabled('hour', hour, value, ranges)}
        onSelect={(hour) => onChange({ ...value, hour })}
      />
      <TimeColumn
        label={fieldName(intlLocale, 'minute')}
        values={MINUTES}
        selected={value.minute}
        isDisabled={(minute) => isUnitValueDisabled('minute', minute, value, ranges)}
        onSelect={(minute) => onChange({ ...value, minute })}
      />
      {showSeconds ? (
        <TimeColumn
          label={fieldName(intlLocale, 'second')}
          values={SECONDS}
          selected={value.second}
          isDisabled={(second) => isUnitValueDisabled('second', second, value, ranges)}
          onSelect={(second) => onChange({ ...value, second })}
        />
      ) : null}
    </div>
  );
}
