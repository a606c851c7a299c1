import { useQuery } from '@tanstack/react-query';
import { RequestFailure } from '@tideline/core/request';
import { THIRD_PARTY_ENDPOINTS } from '@tideline/protocol/third-party/endpoints';
import { toast } from '@tideline/ui';
import { useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { messageLeftToScreen } from './gateway-failure.ts';
import { fillText, useAuthTexts } from './i18n/use-auth-texts.ts';
import { providerName } from './PendingIdentityForm.tsx';
import {
  callbackPath,
  oidcAuthorizeUrl,
  type RedirectProvider,
  randomState,
  savePendingRedirect,
  telegramAuthUrl,
} from './provider-redirect.ts';
import {
  fetchProviders,
  type ProviderList,
  type ThirdPartyAnswer,
  walletChallenge,
  walletSignIn,
} from './third-party-api.ts';
import {
  injectedWallet,
  signInMessageWithWallet,
  type WalletProblem,
  WalletSignInError,
} from './wallet-sign-in.ts';

const REDIRECT_PROVIDERS: readonly RedirectProvider[] = ['telegram', 'google', 'apple'];

/** Where the browser goes to sign in with a provider, or null when this gateway is not set up for it. */
function providerUrl(provider: RedirectProvider, providers: ProviderList, state: string): string | null {
  const origin = window.location.origin;
  if (provider === 'telegram') {
    if (!providers.telegram) return null;
    return telegramAuthUrl(providers.telegram.botId, {
      origin,
      returnTo: `${origin}${callbackPath('telegram')}?${new URLSearchParams({ state }).toString()}`,
    });
  }
  const settings = providers[provider];
  if (!settings) return null;
  return oidcAuthorizeUrl(provider, settings, {
    redirectUri: `${origin}${callbackPath(provider)}`,
    state,
    nonce: randomState(),
  });
}

export interface ThirdPartySignInProps {
  /** Where the login returns once done; kept across the provider's redirect. */
  returnTo: string;
  onAnswer: (answer: ThirdPartyAnswer) => void;
}

/**
 * Spec §7 third-party sign-in: the wallet signs in on this page; Telegram, Google and Apple send
 * the browser to the provider and back to the callback page. Only the providers this gateway is set
 * up for are offered: one it cannot use is not shown at all (a greyed-out button is a promise the
 * page cannot keep).
 */
export function ThirdPartySignIn({ returnTo, onAnswer }: ThirdPartySignInProps) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const [walletBusy, setWalletBusy] = useState(false);
  const [walletProblem, setWalletProblem] = useState<WalletProblem | null>(null);
  const providers = useQuery({
    queryKey: [THIRD_PARTY_ENDPOINTS.providers.path],
    queryFn: () => fetchProviders(client),
    retry: false,
    staleTime: 60_000,
  });

  const signInWithWallet = async () => {
    setWalletProblem(null);
    setWalletBusy(true);
    try {
      const proof = await signInMessageWithWallet(
        injectedWallet(window),
        async (address) => (await walletChallenge(client, address)).message,
      );
      onAnswer(await walletSignIn(client, proof));
    } catch (error) {
      if (error instanceof WalletSignInError) setWalletProblem(error.problem);
      else if (!(error instanceof RequestFailure)) setWalletProblem('walletFailed');
      else {
        const message = messageLeftToScreen(error);
        if (message) toast({ message, type: 'error' });
      }
    } finally {
      setWalletBusy(false);
    }
  };

  const redirect = (provider: RedirectProvider) => {
    if (!providers.data) return;
    const state = randomState();
    const url = providerUrl(provider, providers.data, state);
    if (!url) return;
    savePendingRedirect(window.sessionStorage, { provider, state, returnTo });
    window.location.assign(url);
  };

  return (
    <section className="third-party" aria-labelledby="third-party-title">
      <h2 id="third-party-title" className="third-party__title">
        {texts.orContinueWith}
      </h2>
      <div className="third-party__buttons">
        <div className="third-party__entry">
          <button
            type="button"
            className="button third-party__button"
            data-provider="wallet"
            aria-describedby={walletProblem ? 'third-party-wallet-note' : undefined}
            disabled={walletBusy}
            onClick={() => void signInWithWallet()}
          >
            {fillText(texts.continueWith, { provider: texts.walletName })}
          </button>
          {walletBusy ? (
            <p className="third-party__note" role="status">
              {texts.walletWaiting}
            </p>
          ) : null}
          {walletProblem ? (
            <p id="third-party-wallet-note" className="third-party__problem" role="alert">
              {texts[walletProblem]}
            </p>
          ) : null}
        </div>
        {REDIRECT_PROVIDERS.filter((provider) =>
          providers.data ? providerUrlAvailable(provider, providers.data) : false,
        ).map((provider) => (
          <div className="third-party__entry" key={provider}>
            <button
              type="button"
              className="button third-party__button"
              data-provider={provider}
              onClick={() => redirect(provider)}
            >
              {fillText(texts.continueWith, { provider: providerName(provider, texts) })}
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

function providerUrlAvailable(provider: RedirectProvider, providers: ProviderList): boolean {
  return provider === 'telegram' ? providers.telegram !== null : providers[provider] !== null;
}
