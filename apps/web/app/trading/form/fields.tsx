import { Input, SegmentedControl } from '@tideline/ui';
import type { ReactNode } from 'react';
import type { FormMessage } from './create-form.ts';

// The order forms' rendering pieces (spot, margin, futures): the forms only say which to show.

/** The form's panel with its heading (`${ids}-heading`). */
export function OrderFormSection({
  ids,
  title,
  className,
  testId,
  children,
}: {
  ids: string;
  title: string;
  /** Extra class, e.g. `futures-form`. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`spot-panel spot-form${className ? ` ${className}` : ''}`}
      aria-labelledby={`${ids}-heading`}
      data-testid={testId}
    >
      <h2 id={`${ids}-heading`} className="spot-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A small radio group of choices (order type, time in force, trigger price source...). */
export function Chips<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <SegmentedControl
      className="spot-chips"
      itemClassName="spot-chip"
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}

/** The buy/sell (long/short) switch in the sides' colours. */
export function SideSwitch<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string; tone: 'buy' | 'sell' }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <SegmentedControl
      className="spot-form__sides"
      itemClassName="spot-form__side"
      aria-label={label}
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}

/** A labelled decimal input (price, amount, total...); the value comes sanitised from the model. */
export function DecimalField({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (raw: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onValueChange={onChange}
        onBlur={onBlur}
        invalid={invalid}
        aria-describedby={describedBy}
      />
    </>
  );
}

/** The price input, or for an order at the market a disabled field saying so (`market`). */
export function PriceField(props: {
  id: string;
  label: string;
  market: string | null;
  value: string;
  onChange: (raw: string) => void;
}) {
  if (props.market === null) return <DecimalField {...props} />;
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <Input id={props.id} value={props.market} disabled />
    </>
  );
}

/** The figures under the fields: available, fee, cost, largest size... */
export function FormFacts({
  facts,
}: {
  facts: readonly ({ label: string; value: ReactNode; testId?: string } | null)[];
}) {
  return (
    <dl className="spot-form__facts">
      {facts.map((fact) =>
        fact === null ? null : (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className="numeric" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** The form's message as text: a broken rule in the form's words, or the gateway's refusal. */
export function messageText<Problem>(
  message: FormMessage<Problem> | null,
  describe: (problem: Problem) => string,
): string | null {
  if (message === null) return null;
  return 'text' in message ? message.text : describe(message.problem);
}
