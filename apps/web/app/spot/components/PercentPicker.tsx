const PERCENT_MARKS = [25, 50, 75, 100] as const;

/**
 * The order forms' share slider with its quick marks (of the balance on spot, of the maximum size
 * on futures). The visible label is the caller's, tied to the slider by `id`.
 */
export function PercentPicker({
  id,
  percent,
  disabled,
  onPercent,
}: {
  id: string;
  percent: number;
  disabled: boolean;
  onPercent: (percent: number) => void;
}) {
  return (
    <div className="spot-form__percent">
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        onChange={(event) => onPercent(Number(event.target.value))}
        aria-valuetext={`${percent}%`}
        disabled={disabled}
      />
      <div className="spot-chips">
        {PERCENT_MARKS.map((mark) => (
          <button
            key={mark}
            type="button"
            className="spot-chip"
            disabled={disabled}
            onClick={() => onPercent(mark)}
          >
            {mark}%
          </button>
        ))}
      </div>
    </div>
  );
}
