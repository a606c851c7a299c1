// Browser-only wiring of the gateway security layer (spec §4, §5, §7, §8) into the page's request
// client: signing with the bundled root key, login encryption, sign-error recovery, the gateway
// captcha and binding the client key after a login. Nothing of it runs during server rendering.

import { createIndexedDbKeyStore, installGatewaySecurity } from '@tideline/core/gateway-signing';
import type { RequestClient } from '@tideline/core/request';
import { browserLocalStorage } from '@tideline/core/storage';
import { toast } from '@tideline/ui';
import { useEffect, useState } from 'react';
import { isLoggedIn, rememberSession } from './auth-session.ts';
import { browserDeviceToken } from './browser-device-token.ts';
import { CaptchaHost } from './CaptchaHost.tsx';
import { createChallengeQueue } from './captcha-challenge.ts';
import { captureLandingCodes } from './referral-capture.ts';
import { StepUpHost } from './StepUpHost.tsx';
import type { StepUpQueue } from './step-up-queue.ts';

export interface GatewaySecurityProps {
  client: RequestClient;
  /** Ends the local session and shows the login page (the shell's logout). */
  logout: () => void;
  getTerminalCode: () => string;
  /** Where step-up calls wait for the user's proof (issue #21 item 1). */
  stepUp: StepUpQueue;
}

export function GatewaySecurity({ client, logout, getTerminalCode, stepUp }: GatewaySecurityProps) {
  const [queue] = useState(createChallengeQueue);
  useEffect(() => {
    captureLandingCodes(window.location.href, Date.now(), browserLocalStorage());
    // Spec §4: the device token is fetched at start, not first when a listed call needs it.
    browserDeviceToken(getTerminalCode, client);
    const security = installGatewaySecurity({
      client,
      rootPublicKey: import.meta.env.VITE_GATEWAY_ROOT_KEY ?? '',
      session: window.sessionStorage,
      keyStore: createIndexedDbKeyStore(window.indexedDB),
      isSecureContext: window.isSecureContext,
      isLoggedIn,
      onLoggedIn: rememberSession,
      now: () => Date.now(),
      page: () => window.location.href,
      toast: (message) => toast({ message, type: 'error' }),
      logout,
      presentCaptcha: queue.present,
    });
    return () => security.dispose();
  }, [client, logout, getTerminalCode, queue]);
  return (
    <>
      <CaptchaHost queue={queue} client={client} />
      <StepUpHost queue={stepUp} client={client} />
    </>
  );
}
