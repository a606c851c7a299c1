import { useIsClient } from '@tideline/ui';
import '../../asset/asset.css';
import '../../record/record.css';
import '../order.css';
import { useSessionUserId } from '../../security/auth-session.ts';
import { SignInPrompt } from '../../trading/form/SignInPrompt.tsx';
import { OrderCentre } from '../components/OrderCentre.tsx';
import { useOrderText } from '../i18n/use-order-text.ts';

/**
 * /order: the order centre. The session lives in the browser, so the server renders the loading
 * state; a visitor without a session is asked to log in (and comes back here), as the trading
 * pages ask.
 */
export default function OrderCentreRoute() {
  const t = useOrderText();
  const isClient = useIsClient();
  const userId = useSessionUserId();
  return (
    <div className="asset-page order-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('heading')}</h1>
      {!isClient ? (
        <p role="status" className="asset-state">
          {t('loading')}
        </p>
      ) : userId === null ? (
        <div className="asset-card order-signin">
          <SignInPrompt texts={{ prompt: t('signInPrompt'), logIn: t('logIn'), signUp: t('signUp') }} />
        </div>
      ) : (
        <OrderCentre key={userId} />
      )}
    </div>
  );
}
