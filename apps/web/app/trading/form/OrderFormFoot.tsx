import { SignInPrompt } from './SignInPrompt.tsx';

/**
 * The end of a trading page's order form (spot, margin, futures): the form's error line, then the
 * submit button in the side's colour, or for a visitor the sign-in prompt in its place.
 */
export function OrderFormFoot({
  errorId,
  error,
  authenticated,
  busy,
  side,
  submitLabel,
  texts,
}: {
  errorId: string;
  error: string | null;
  authenticated: boolean | null;
  busy: boolean;
  /** The button's colour: buy (long) or sell (short). */
  side: 'buy' | 'sell';
  submitLabel: string;
  texts: { prompt: string; logIn: string; signUp: string };
}) {
  return (
    <>
      {error !== null ? (
        <p id={errorId} className="spot-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {authenticated === false ? (
        <SignInPrompt texts={texts} />
      ) : (
        <button
          type="submit"
          className="spot-form__submit"
          data-side={side}
          disabled={authenticated !== true || busy}
        >
          {submitLabel}
        </button>
      )}
    </>
  );
}
