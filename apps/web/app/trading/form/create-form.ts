// An order form as a pure model, in the style of dYdX's createForm: a reducer over the form's
// fields, `summary()` (what the form shows: cost, fees, largest size, liquidation estimate) and
// `errors()` (every rule the fields break, each with its message key). Everything takes the
// form's context (the market, balances, reference prices) as an argument, so a model is tested
// as tables without React; the component only renders it (see use-form.ts).

/** What the form says under its fields: a broken rule, or a text (the gateway's refusal). */
export type FormMessage<Problem> = { problem: Problem } | { text: string };

export interface FormSpec<State, Action, Context, Summary, Problem> {
  initial: State;
  reducer: (state: State, action: Action, context: Context) => State;
  summary: (state: State, context: Context) => Summary;
  /** Every rule the fields break, most important first; empty when the order may be sent. */
  errors: (state: State, context: Context) => Problem[];
}

export interface FormModel<State, Action, Context, Summary, Problem>
  extends FormSpec<State, Action, Context, Summary, Problem> {
  /** The first broken rule, the one the form names on submit, or null. */
  firstError: (state: State, context: Context) => Problem | null;
  /** A state after several actions, in order (for tests and for composed actions). */
  reduceAll: (state: State, actions: readonly Action[], context: Context) => State;
}

export function createForm<State, Action, Context, Summary, Problem>(
  spec: FormSpec<State, Action, Context, Summary, Problem>,
): FormModel<State, Action, Context, Summary, Problem> {
  return {
    ...spec,
    firstError: (state, context) => spec.errors(state, context)[0] ?? null,
    reduceAll: (state, actions, context) =>
      actions.reduce((current, action) => spec.reducer(current, action, context), state),
  };
}
