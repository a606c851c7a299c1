import { Slider } from '@tideline/ui';

const PERCENT_MARKS = [0, 25, 50, 75, 100];
const formatPercent = (percent: number) => `${percent}%`;

/**
 * The order forms' share slider with its quick marks (of the balance on spot, of the maximum size
 * on futures). The visible label is the caller's, tied to the slider by `aria-labelledby`.
 */
export function PercentPicker({
  labelledBy,
  percent,
  disabled,
  onPercent,
}: {
  labelledBy: string;
  percent: number;
  disabled: boolean;
  onPercent: (percent: number) => void;
}) {
  return (
    <Slider
      className="spot-form__percent"
      aria-labelledby={labelledBy}
      marks={PERCENT_MARKS}
      pageStep={25}
      formatValue={formatPercent}
      value={percent}
      onValueChange={onPercent}
      disabled={disabled}
    />
  );
}
