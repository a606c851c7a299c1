import { productFrame } from '../shell/product-frame.tsx';
import { useReferralText } from './i18n/use-referral-text.ts';
import './referral.css';

/** The referral pages' frame and query states, in the referral section's words. */
const frame = productFrame({
  useText: useReferralText,
  pages: [
    { to: '/referral', label: 'navOverview' },
    { to: '/referral/invitees', label: 'navInvitees' },
    { to: '/referral/commissions', label: 'navCommissions' },
  ],
  prefix: 'referral',
});

/** Every referral page is the user's own: signed out, it shows the sign-in prompt. */
export const ReferralPage = frame.Page;
export const QueryState = frame.QueryState;

/** Amounts per asset, one per line, or "None yet". */
export function AssetAmounts({ amounts }: { amounts: readonly { asset: string; amount: string }[] }) {
  const t = useReferralText();
  if (amounts.length === 0) return <span className="referral-muted">{t('nothingYet')}</span>;
  return (
    <span className="referral-amounts">
      {amounts.map((item) => (
        <span key={item.asset}>
          <span className="numeric">{item.amount}</span> {item.asset}
        </span>
      ))}
    </span>
  );
}
