import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AUTH_LINKS } from '../../security/auth-links.ts';
import { useSessionUserId } from '../../security/auth-session.ts';
import { loginUrl } from '../../security/login-redirect.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { CreateForm } from '../CreateForm.tsx';
import { useRedPacketText } from '../i18n/use-red-packet-text.ts';
import { type Packet, PacketCard } from '../PacketCard.tsx';
import { SharePanel } from '../SharePanel.tsx';
import { useRedPacketList } from '../use-red-packet-queries.ts';
import '../red-packet.css';

function PacketList({ query, share }: { query: UseQueryResult<Packet[]>; share: boolean }) {
  const t = useRedPacketText();
  if (query.isPending)
    return (
      <p className="red-packet-muted" role="status">
        {t('loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (query.data.length === 0) return <p className="red-packet-muted">{t('nothingYet')}</p>;
  return (
    <ul className="red-packet-list">
      {query.data.map((packet) => (
        <PacketCard key={packet.code} packet={packet}>
          {share && packet.status === 'open' ? <SharePanel code={packet.code} /> : null}
        </PacketCard>
      ))}
    </ul>
  );
}

/** `/red-packet`: send a red packet, and my sent and received packets with their claim lists. */
export default function RedPacketRoute() {
  const t = useRedPacketText();
  const { localize } = usePageLocale();
  const userId = useSessionUserId();
  const sent = useRedPacketList('sent');
  const received = useRedPacketList('received');
  return (
    <article className="red-packet-page">
      <title>{`${t('title')} | Tideline`}</title>
      <meta name="description" content={t('lead')} />
      <header>
        <h1>{t('title')}</h1>
        <p className="red-packet-muted">{t('lead')}</p>
      </header>
      {userId === null ? (
        <p>
          {t('signInPrompt')}{' '}
          <Link to={loginUrl(localize(AUTH_LINKS.login), localize('/red-packet'))}>{t('signIn')}</Link>
        </p>
      ) : (
        <>
          <CreateForm />
          <section className="red-packet-section" aria-labelledby="red-packet-sent">
            <h2 id="red-packet-sent">{t('sentHeading')}</h2>
            <PacketList query={sent} share />
          </section>
          <section className="red-packet-section" aria-labelledby="red-packet-received">
            <h2 id="red-packet-received">{t('receivedHeading')}</h2>
            <PacketList query={received} share={false} />
          </section>
        </>
      )}
    </article>
  );
}
