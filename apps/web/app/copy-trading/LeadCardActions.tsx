import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUserId } from '../security/auth-session.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { SignInPrompt } from './CopyPage.tsx';
import { type LeadCard, useMyCopies } from './copy-api.ts';
import { FollowDialog } from './FollowDialog.tsx';
import { useCopyText } from './i18n/use-copy-text.ts';

/**
 * A lead's Copy button, or why there is none: it is the user, the user copies it already, or it has
 * no room. A visitor is asked to sign in first; a follow lands on the user's copies.
 */
export function CopyAction({ lead, returnPath }: { lead: LeadCard; returnPath: string }) {
  const t = useCopyText();
  const navigate = useNavigate();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  const copies = useMyCopies();
  const [open, setOpen] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  if (userId !== null && String(userId) === lead.traderId)
    return <span className="copy-muted">{t('yourself')}</span>;
  const copying = copies.data?.some((copy) => copy.traderId === lead.traderId && copy.state !== 'stopped');
  if (copying) return <span className="copy-badge">{t('copying')}</span>;
  if (lead.followers >= lead.maxFollowers) return <span className="copy-muted">{t('full')}</span>;
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        aria-label={t('copyName', { name: lead.nickname })}
        onClick={() => (userId === null ? setAskSignIn(true) : setOpen(true))}
      >
        {t('copy')}
      </button>
      {askSignIn ? <SignInPrompt path={returnPath} /> : null}
      {open ? (
        <FollowDialog
          lead={lead}
          onClose={() => setOpen(false)}
          onFollowed={() => {
            setOpen(false);
            navigate(localize('/order/mcp'));
          }}
        />
      ) : null}
    </>
  );
}
