import { AuthCard } from './AuthCard.tsx';
import { PendingIdentityForm } from './PendingIdentityForm.tsx';
import { SecondFactorForm } from './SecondFactorForm.tsx';
import type { SignInFlow } from './use-sign-in-flow.ts';

/**
 * What follows a first sign-in answer, wherever it came from (the login page, a provider's
 * callback): the second factor the gateway asks for, or the form for an identity no account owns
 * yet. Nothing before such an answer.
 */
export function SignInFollowUp({
  flow,
  title,
  description,
  agency,
  onBack,
}: {
  flow: SignInFlow;
  title: string;
  /** The page's meta description, kept while the second factor replaces the login form. */
  description?: string;
  agency: boolean;
  onBack: () => void;
}) {
  const { step } = flow;
  if (step.kind === 'start') return null;
  return (
    <AuthCard title={title} description={description}>
      {step.kind === 'verify' ? (
        <SecondFactorForm
          loginTicket={step.loginTicket}
          verifyTypes={step.verifyTypes}
          agency={agency}
          onVerified={flow.finish}
          onBack={onBack}
        />
      ) : (
        <PendingIdentityForm identity={step.identity} onAnswer={flow.acceptLogin} onBack={onBack} />
      )}
    </AuthCard>
  );
}
