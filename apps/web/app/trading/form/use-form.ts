import { useCallback, useReducer, useRef } from 'react';
import type { FormModel } from './create-form.ts';

/**
 * A form model in a component: its state in one reducer (no rule in `useState`), its summary and
 * errors for the current context. `dispatch` reduces with the context of the latest render.
 */
export function useForm<State, Action, Context, Summary, Problem>(
  model: FormModel<State, Action, Context, Summary, Problem>,
  context: Context,
): {
  state: State;
  dispatch: (action: Action) => void;
  summary: Summary;
  errors: Problem[];
} {
  const latest = useRef(context);
  latest.current = context;
  const [state, reduce] = useReducer(
    (current: State, step: { action: Action; context: Context }) =>
      model.reducer(current, step.action, step.context),
    model.initial,
  );
  const dispatch = useCallback((action: Action) => reduce({ action, context: latest.current }), []);
  return { state, dispatch, summary: model.summary(state, context), errors: model.errors(state, context) };
}
