import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberSession } from '../security/auth-session.ts';
import { codeFactors, type LoginAnswer, type SecondFactor } from './login-api.ts';
import type { ThirdPartyAnswer, UnboundAnswer } from './third-party-api.ts';

/**
 * Where a sign-in stands: still choosing how to sign in, answering the second factor the gateway
 * asked for (protocol §3.4), or finishing a third-party identity no account owns yet (§6).
 */
export type SignInStep =
  | { kind: 'start' }
  | { kind: 'verify'; loginTicket: string; verifyTypes: SecondFactor[] }
  | { kind: 'pending'; identity: UnboundAnswer };

export interface SignInFlow {
  step: SignInStep;
  /** A login answer from any route: the second factor when asked for, otherwise logged in. */
  acceptLogin: (answer: LoginAnswer) => void;
  acceptThirdParty: (answer: ThirdPartyAnswer) => void;
  /** The session exists: remember it and go to the return target. */
  finish: (userId: string) => void;
  restart: () => void;
}

/** The steps every way of signing in shares, ending on `returnTo` once the session exists. */
export function useSignInFlow(returnTo: string): SignInFlow {
  const navigate = useNavigate();
  const [step, setStep] = useState<SignInStep>({ kind: 'start' });
  const finish = (userId: string) => {
    rememberSession(userId);
    navigate(returnTo, { replace: true });
  };
  const acceptLogin = (answer: LoginAnswer) => {
    if (answer.needVerify && answer.loginTicket && answer.verifyTypes) {
      setStep({
        kind: 'verify',
        loginTicket: answer.loginTicket,
        verifyTypes: codeFactors(answer.verifyTypes),
      });
    } else {
      finish(String(answer.userId));
    }
  };
  const acceptThirdParty = (answer: ThirdPartyAnswer) => {
    if (answer.bound) acceptLogin(answer);
    else setStep({ kind: 'pending', identity: answer });
  };
  return { step, acceptLogin, acceptThirdParty, finish, restart: () => setStep({ kind: 'start' }) };
}
