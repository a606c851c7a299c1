import { toast } from '@tideline/ui';
import { useState } from 'react';
import { fillText, useAuthTexts } from './i18n/use-auth-texts.ts';
import { useCountdown } from './use-countdown.ts';

/** A send-code button with the §2 one-a-minute countdown. */
export function SendCodeButton({ id, onSend }: { id: string; onSend: () => Promise<void> }) {
  const auth = useAuthTexts();
  const wait = useCountdown();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await onSend();
      wait.start();
      toast({ message: auth.codeSent, type: 'success' });
    } catch {
      // The request client has shown the gateway's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button auth-field__action"
      data-send={id}
      disabled={busy || wait.left > 0}
      onClick={() => void send()}
    >
      {wait.left > 0 ? fillText(auth.resendIn, { seconds: wait.left }) : auth.sendCode}
    </button>
  );
}
