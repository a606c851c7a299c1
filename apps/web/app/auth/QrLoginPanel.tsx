import { QRCode } from '@tideline/ui';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useAuthTexts } from './i18n/use-auth-texts.ts';
import { createQrKey, QR_POLL_FAILURES_TOLERATED, QR_POLL_MS, qrKeyStatus } from './qr-login-api.ts';

type QrView =
  | { phase: 'loading' }
  | { phase: 'waiting' | 'scanned' | 'expired'; qrcodeKey: string }
  | { phase: 'failed' };

interface QrLoginProps {
  onConfirmed: (userId: string) => void;
}

/**
 * QR-code login (protocol §6): shows a fresh key, polls until the app scans and confirms it, and
 * covers the code with the expired notice and a refresh once its lifetime ends, by the page's own
 * clock or by the gateway's answer, whichever comes first. A refresh starts a new key session.
 */
export function QrLoginPanel({ onConfirmed }: QrLoginProps) {
  const [generation, setGeneration] = useState(0);
  return (
    <QrKeySession
      key={generation}
      onConfirmed={onConfirmed}
      onRefresh={() => setGeneration((value) => value + 1)}
    />
  );
}

/** One key's life: created on mount, polled, and stopped when it ends or the panel goes away. */
function QrKeySession({ onConfirmed, onRefresh }: QrLoginProps & { onRefresh: () => void }) {
  const texts = useAuthTexts();
  const client = useApiClient();
  const [view, setView] = useState<QrView>({ phase: 'loading' });
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    let over = false;
    let failures = 0;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let expiryTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      over = true;
      clearTimeout(pollTimer);
      clearTimeout(expiryTimer);
    };
    const poll = async (qrcodeKey: string) => {
      try {
        const answer = await qrKeyStatus(client, qrcodeKey);
        if (over) return;
        if (answer.status === 'confirmed') {
          stop();
          confirmed.current(String(answer.userId));
        } else if (answer.status === 'expired') {
          stop();
          setView({ phase: 'expired', qrcodeKey });
        } else {
          setView({ phase: answer.status, qrcodeKey });
          pollTimer = setTimeout(() => void poll(qrcodeKey), QR_POLL_MS);
        }
        failures = 0;
      } catch {
        if (over) return;
        failures += 1;
        if (failures > QR_POLL_FAILURES_TOLERATED) {
          stop();
          setView({ phase: 'failed' });
        } else {
          pollTimer = setTimeout(() => void poll(qrcodeKey), QR_POLL_MS);
        }
      }
    };
    createQrKey(client).then(
      ({ qrcodeKey, expiresIn }) => {
        if (over) return;
        setView({ phase: 'waiting', qrcodeKey });
        expiryTimer = setTimeout(() => {
          stop();
          setView({ phase: 'expired', qrcodeKey });
        }, expiresIn * 1000);
        pollTimer = setTimeout(() => void poll(qrcodeKey), QR_POLL_MS);
      },
      () => {
        if (!over) setView({ phase: 'failed' });
      },
    );
    return stop;
  }, [client]);

  const status = view.phase === 'scanned' ? texts.qrScanned : view.phase === 'expired' ? texts.qrExpired : '';
  return (
    <div className="qr-login" data-qr-phase={view.phase}>
      <p className="auth-form__intro">{texts.qrHint}</p>
      <div className="qr-login__code">
        {view.phase === 'waiting' || view.phase === 'scanned' || view.phase === 'expired' ? (
          <QRCode
            value={view.qrcodeKey}
            size={184}
            label={texts.qrLabel}
            status={view.phase === 'expired' ? 'expired' : 'active'}
            onRefresh={onRefresh}
          />
        ) : view.phase === 'loading' ? (
          <div className="qr-login__placeholder" aria-busy="true">
            {texts.loading}
          </div>
        ) : (
          <div className="qr-login__placeholder">
            <p role="alert">{texts.qrFailed}</p>
            <button type="button" className="button" onClick={onRefresh}>
              {texts.retry}
            </button>
          </div>
        )}
      </div>
      <p className="qr-login__status" role="status">
        {status}
      </p>
    </div>
  );
}
