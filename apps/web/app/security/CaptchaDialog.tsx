// The gateway captcha modal (spec §4): a native modal dialog around the widget set's slider, with
// the puzzle fetched from the gateway. Loaded as its own chunk only when a challenge appears.
import './captcha-dialog.css';
import { callEndpoint, type RequestClient } from '@tideline/core/request';
import type { CaptchaPuzzle } from '@tideline/protocol/captcha';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import { SliderCaptcha } from '@tideline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthTexts } from '../auth/i18n/use-auth-texts.ts';
import type { PendingChallenge } from './captcha-challenge.ts';

export interface CaptchaDialogProps {
  challenge: PendingChallenge;
  client: RequestClient;
}

export default function CaptchaDialog({ challenge, client }: CaptchaDialogProps) {
  const texts = useAuthTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle>();
  const [status, setStatus] = useState<'loading' | 'ready' | 'checking' | 'failed'>('loading');

  const load = useCallback(() => {
    setStatus('loading');
    setPuzzle(undefined);
    callEndpoint(client, GATEWAY_ENDPOINTS.captchaPuzzle, { captchaId: challenge.captchaId })
      .then((answer) => {
        setPuzzle(answer);
        setStatus('ready');
      })
      .catch(() => setStatus('failed'));
  }, [client, challenge.captchaId]);

  useEffect(() => {
    load();
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, [load]);

  return (
    <dialog
      ref={dialog}
      className="captcha-dialog"
      aria-label={texts.captchaTitle}
      onCancel={(event) => {
        event.preventDefault();
        challenge.settle('closed');
      }}
    >
      <SliderCaptcha
        puzzle={puzzle}
        status={status}
        labels={{
          title: texts.captchaTitle,
          hint: texts.captchaHint,
          slider: texts.captchaSlider,
          refresh: texts.captchaRefresh,
          close: texts.captchaClose,
          loading: texts.captchaLoading,
          failed: texts.captchaFailed,
        }}
        onSubmit={(validation) => {
          setStatus('checking');
          challenge.settle(validation);
        }}
        onRefresh={load}
        onClose={() => challenge.settle('closed')}
      />
    </dialog>
  );
}
