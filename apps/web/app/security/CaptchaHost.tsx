import { loadCaptchaUi } from '@tideline/core/captcha';
import type { RequestClient } from '@tideline/core/request';
import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { CaptchaDialogProps } from './CaptchaDialog.tsx';
import type { ChallengeQueue } from './captcha-challenge.ts';

type Dialog = ComponentType<CaptchaDialogProps>;

/**
 * Shows the pending gateway challenge. The slider is a separate chunk from the product's own
 * origin, fetched when the first challenge appears; if it cannot load, the challenge is rejected
 * and the original request fails with its own message (spec §8).
 */
export function CaptchaHost({ queue, client }: { queue: ChallengeQueue; client: RequestClient }) {
  const challenge = useSyncExternalStore(queue.subscribe, queue.current, () => null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  useEffect(() => {
    if (!challenge || dialog) return;
    const abort = new AbortController();
    loadCaptchaUi(
      () => import('./CaptchaDialog.tsx'),
      (message) => console.error(message),
      abort.signal,
    )
      .then((module) => setDialog(() => module.default))
      .catch((error: unknown) => challenge.fail(error));
    return () => abort.abort();
  }, [challenge, dialog]);

  if (!challenge || !dialog) return null;
  const LoadedDialog = dialog;
  return <LoadedDialog key={challenge.captchaId} challenge={challenge} client={client} />;
}
