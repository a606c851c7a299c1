import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { RED_PACKET_ENDPOINTS } from '@tideline/protocol/red-packets/endpoints';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider.tsx';
import { refusalText } from '../../api/refusal-text.ts';
import { AUTH_LINKS } from '../../security/auth-links.ts';
import { useSessionUserId } from '../../security/auth-session.ts';
import { loginUrl } from '../../security/login-redirect.ts';
import { usePageLocale } from '../../shell/page-locale-context.tsx';
import { useRedPacketText } from '../i18n/use-red-packet-text.ts';
import { PacketCard } from '../PacketCard.tsx';
import { useRedPacket } from '../use-red-packet-queries.ts';
import '../red-packet.css';

/** After registering or signing in from a packet's link, the visitor comes back with this flag and claims. */
const CLAIM_ON_RETURN = 'claim=1';

/**
 * `/red-packet/:code`: the envelope with its sender and greeting; a signed-in user opens it (an
 * opening animation, none under reduced motion) and sees the amount won and the claim list; a
 * visitor registers or signs in and is brought back to claim.
 */
export default function ClaimRoute() {
  const t = useRedPacketText();
  const { localize } = usePageLocale();
  const { code = '' } = useParams();
  const location = useLocation();
  const userId = useSessionUserId();
  const client = useApiClient();
  const queries = useQueryClient();
  const packet = useRedPacket(code);
  const claim = useMutation({
    mutationFn: () => callEndpoint(client, RED_PACKET_ENDPOINTS.claim, { code }),
    onSuccess: (data) => {
      queries.setQueryData(['red-packet', 'show', code, userId], data);
      void queries.invalidateQueries({ queryKey: ['red-packet', 'received'] });
    },
  });
  const data = packet.data;
  const canClaim = userId !== null && data !== undefined && data.myShare === null && !data.mine;
  const autoClaimed = useRef(false);
  useEffect(() => {
    if (!canClaim || autoClaimed.current || !location.search.includes(CLAIM_ON_RETURN)) return;
    autoClaimed.current = true;
    claim.mutate();
  }, [canClaim, location.search, claim]);
  const back = `${localize(`/red-packet/${code}`)}?${CLAIM_ON_RETURN}`;
  const won = claim.data?.myShare ?? null;
  return (
    <article className="red-packet-page">
      <title>{`${t('title')} | Tideline`}</title>
      <meta name="description" content={t('lead')} />
      <h1>{t('title')}</h1>
      {packet.isPending ? (
        <p className="red-packet-muted" role="status">
          {t('loading')}
        </p>
      ) : packet.isError ? (
        <p role="alert">{refusalText(packet.error)}</p>
      ) : (
        <>
          <div
            className="red-packet-envelope"
            data-cover={packet.data.cover}
            data-open={won !== null || undefined}
          >
            <p className="red-packet-envelope__from">{t('from', { name: packet.data.creator })}</p>
            {packet.data.greeting === '' ? null : (
              <p className="red-packet-greeting" data-testid="greeting">
                {packet.data.greeting}
              </p>
            )}
            {won === null ? null : (
              <p className="red-packet-envelope__won" data-testid="won">
                <span>{t('youWon')}</span>
                <span className="numeric">
                  {won} {packet.data.asset}
                </span>
              </p>
            )}
            {canClaim && won === null ? (
              <button
                type="button"
                className="button button--primary red-packet-envelope__open"
                disabled={claim.isPending}
                onClick={() => claim.mutate()}
              >
                {t('open')}
              </button>
            ) : null}
          </div>
          {claim.isError ? (
            <p role="alert" data-testid="claim-error">
              {refusalText(claim.error)}
            </p>
          ) : null}
          {userId === null ? (
            <p>
              {t('registerToClaim')}{' '}
              <Link className="button button--primary" to={loginUrl(localize(AUTH_LINKS.register), back)}>
                {t('register')}
              </Link>{' '}
              {t('orSignIn')} <Link to={loginUrl(localize(AUTH_LINKS.login), back)}>{t('signIn')}</Link>
            </p>
          ) : null}
          <ul className="red-packet-list">
            <PacketCard packet={claim.data ?? packet.data} />
          </ul>
          {userId === null ? null : <Link to={localize('/red-packet')}>{t('backToPackets')}</Link>}
        </>
      )}
    </article>
  );
}
