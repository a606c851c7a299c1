import { QRCode } from '@tideline/ui';
import { useEffect, useState } from 'react';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useRedPacketText } from './i18n/use-red-packet-text.ts';

/** A packet's link and code, with a QR code of the link and copy buttons. */
export function SharePanel({ code }: { code: string }) {
  const t = useRedPacketText();
  const { localize } = usePageLocale();
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => setOrigin(window.location.origin), []);
  const link = `${origin}${localize(`/red-packet/${code}`)}`;
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <div className="red-packet-share">
      <QRCode value={link} size={112} label={t('qrLabel', { code })} />
      <dl className="red-packet-share__facts">
        <dt>{t('shareLink')}</dt>
        <dd data-testid="share-link">{link}</dd>
        <dt>{t('shareCode')}</dt>
        <dd className="numeric" data-testid="share-code">
          {code}
        </dd>
      </dl>
      <div className="red-packet-actions">
        <button type="button" className="button button--primary" onClick={() => void copy(link)}>
          {t('copyLink')}
        </button>
        <button type="button" className="button" onClick={() => void copy(code)}>
          {t('copyCode')}
        </button>
        <span role="status" className="red-packet-muted">
          {copied ? t('copied') : ''}
        </span>
      </div>
    </div>
  );
}
