import { QRCode } from '@tideline/ui';
import type { GoogleSecret } from './account-api.ts';
import { useAuthTexts } from './i18n/use-auth-texts.ts';

/** A new authenticator's QR code and key, shown once, with the hint to scan it (protocol §3.5). */
export function GoogleSecretView({ secret, testId }: { secret: GoogleSecret; testId: string }) {
  const texts = useAuthTexts();
  return (
    <>
      <p>{texts.googleScanHint}</p>
      <div className="google-setup__qr">
        <QRCode value={secret.otpauthUrl} label={texts.googleAuth} />
      </div>
      <p className="google-setup__secret">
        {texts.googleSecret}: <code data-testid={testId}>{secret.secret}</code>
      </p>
    </>
  );
}
