import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { AUTH_LINKS } from '../security/auth-links.ts';
import { isSafeReturnPath } from '../security/login-redirect.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import {
  isRedirectProvider,
  type PendingRedirect,
  readOidcReturn,
  takePendingRedirect,
  telegramSignFromFragment,
} from './provider-redirect.ts';
import { SignInFollowUp } from './SignInFollowUp.tsx';
import { oidcSignIn, type ThirdPartyAnswer, telegramSignIn } from './third-party-api.ts';
import { useSignInFlow } from './use-sign-in-flow.ts';

type Outcome = 'working' | 'failed' | 'cancelled';

/**
 * The proof a provider returned with, once it matches the sign-in this browser started (same
 * provider, same state); otherwise why it cannot be used.
 */
function returnedProof(
  provider: string | undefined,
  pending: PendingRedirect | null,
  url: { search: string; hash: string },
):
  | { kind: 'oidc'; provider: 'google' | 'apple'; token: string }
  | { kind: 'telegram'; sign: string }
  | Outcome {
  if (!isRedirectProvider(provider) || !pending || pending.provider !== provider) return 'failed';
  if (provider === 'telegram') {
    const sign = telegramSignFromFragment(url.hash);
    const state = new URLSearchParams(url.search).get('state');
    if (!sign) return 'cancelled';
    return state === pending.state ? { kind: 'telegram', sign } : 'failed';
  }
  const returned = readOidcReturn(url.hash);
  if (returned.kind === 'refused') return 'cancelled';
  if (returned.kind === 'missing' || returned.state !== pending.state) return 'failed';
  return { kind: 'oidc', provider, token: returned.idToken };
}

/** Where Telegram, Google and Apple send the browser back: the proof goes to the gateway, then the login goes on. */
export function ThirdPartyCallbackPage() {
  const texts = useAuthTexts();
  const client = useApiClient();
  const { provider } = useParams();
  const { localize } = usePageLocale();
  const [returnTo, setReturnTo] = useState(localize(AUTH_LINKS.account));
  const flow = useSignInFlow(returnTo);
  const [outcome, setOutcome] = useState<Outcome>('working');
  const started = useRef(false);
  const accept = useRef(flow.acceptThirdParty);
  accept.current = flow.acceptThirdParty;

  useEffect(() => {
    // The state is single-use, so the proof is read once even when the effect runs twice.
    if (started.current) return;
    started.current = true;
    const pending = takePendingRedirect(window.sessionStorage);
    const proof = returnedProof(provider, pending, {
      search: window.location.search,
      hash: window.location.hash,
    });
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (typeof proof === 'string') {
      setOutcome(proof);
      return;
    }
    if (pending && isSafeReturnPath(pending.returnTo)) setReturnTo(pending.returnTo);
    const call: Promise<ThirdPartyAnswer> =
      proof.kind === 'telegram'
        ? telegramSignIn(client, proof.sign)
        : oidcSignIn(client, proof.provider, proof.token);
    call.then(
      (answer) => accept.current(answer),
      // The request client has shown the gateway's reason; the page offers the way back.
      () => setOutcome('failed'),
    );
  }, [client, provider]);

  const title = texts.loginTitle;
  if (flow.step.kind !== 'start') {
    return (
      <SignInFollowUp
        flow={flow}
        title={title}
        agency={false}
        onBack={() => window.location.assign(localize(AUTH_LINKS.login))}
      />
    );
  }
  return (
    <AuthCard title={title}>
      {outcome === 'working' ? (
        <p className="auth-form__intro" role="status" aria-busy="true">
          {texts.callbackWorking}
        </p>
      ) : (
        <>
          <p className="auth-notice" role="alert" data-callback={outcome}>
            {outcome === 'cancelled' ? texts.callbackCancelled : texts.callbackFailed}
          </p>
          <p className="auth-card__footer">
            <Link to={localize(AUTH_LINKS.login)}>{texts.backToLogin}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
