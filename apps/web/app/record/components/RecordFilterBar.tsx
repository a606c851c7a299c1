import { DatePicker, Select } from '@tideline/ui';
import { useId } from 'react';

/** The kind filter's "all" choice: the select shows its placeholder for an empty value. */
const ALL = 'all';

export interface RecordFilterBarProps<Kind extends string> {
  /** The product's classes: the bar (a wrapping row) and each labelled field. */
  className: string;
  fieldClassName: string;
  kind: {
    label: string;
    allLabel: string;
    options: ReadonlyArray<{ value: Kind; label: string }>;
    /** '' for every kind. */
    value: Kind | '';
    onChange: (kind: Kind | '') => void;
  };
  range: {
    label: string;
    startPlaceholder: string;
    endPlaceholder: string;
    value: [Date, Date] | null;
    onChange: (range: [Date, Date] | null) => void;
  };
  /** `busy` while an export pages through the gateway: the button waits and says so. */
  csv: { label: string; disabled: boolean; busy?: boolean; onExport: () => void };
}

/**
 * A product's record filters: a kind (or all), a range of days and the CSV export of what they
 * match, in the product's words and classes. The product turns the range into gateway times
 * (`dayRange`) and writes the CSV.
 */
export function RecordFilterBar<Kind extends string>({
  className,
  fieldClassName,
  kind,
  range,
  csv,
}: RecordFilterBarProps<Kind>) {
  const ids = useId();
  return (
    <div className={className}>
      <div className={fieldClassName}>
        <span id={`${ids}-kind`}>{kind.label}</span>
        <Select<string>
          aria-labelledby={`${ids}-kind`}
          options={[{ value: ALL, label: kind.allLabel }, ...kind.options]}
          value={kind.value === '' ? ALL : kind.value}
          onChange={(value) =>
            kind.onChange(
              typeof value === 'string' &&
                value !== ALL &&
                kind.options.some((option) => option.value === value)
                ? (value as Kind)
                : '',
            )
          }
        />
      </div>
      <div className={fieldClassName}>
        <span id={`${ids}-range`}>{range.label}</span>
        <DatePicker
          type="daterange"
          aria-label={range.label}
          startPlaceholder={range.startPlaceholder}
          endPlaceholder={range.endPlaceholder}
          value={range.value}
          clearable
          onChange={(value) =>
            range.onChange(Array.isArray(value) && value.length === 2 ? [value[0]!, value[1]!] : null)
          }
        />
      </div>
      <button
        type="button"
        className="button"
        data-action="export-csv"
        disabled={csv.disabled || csv.busy === true}
        aria-busy={csv.busy === true}
        onClick={csv.onExport}
      >
        {csv.label}
      </button>
    </div>
  );
}
