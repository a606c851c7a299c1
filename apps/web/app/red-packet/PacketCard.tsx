import type { redPacket } from '@tideline/protocol/red-packets/schemas';
import type { z } from 'zod';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { useRedPacketText } from './i18n/use-red-packet-text.ts';

export type Packet = z.output<typeof redPacket>;

const STATUS = { open: 'statusOpen', finished: 'statusFinished', expired: 'statusExpired' } as const;

/**
 * One packet with its claim list. The greeting and nicknames are rendered as React text, never as
 * markup, so a hostile greeting shows as the characters it is.
 */
export function PacketCard({ packet, children }: { packet: Packet; children?: React.ReactNode }) {
  const t = useRedPacketText();
  const { locale } = usePageLocale();
  const time = (ms: number) => new Date(ms).toLocaleString(locale);
  return (
    <li className="red-packet-card" data-cover={packet.cover} data-code={packet.code}>
      <div className="red-packet-card__head">
        <span className="numeric red-packet-card__total">
          {packet.total} {packet.asset}
        </span>
        <span className="red-packet-badge" data-status={packet.status}>
          {t(STATUS[packet.status])}
        </span>
      </div>
      {packet.greeting === '' ? null : <p className="red-packet-greeting">{packet.greeting}</p>}
      <p className="red-packet-muted">
        {t('claims', { claimed: packet.claimedCount, count: packet.count })} ·{' '}
        {t('expiresAt', { time: time(packet.expiresAt) })}
      </p>
      {packet.myShare === null ? null : (
        <p data-testid="my-share">{t('myShare', { amount: packet.myShare, asset: packet.asset })}</p>
      )}
      {packet.status === 'expired' && packet.mine && packet.refunded !== '0' ? (
        <p data-testid="refunded">{t('refunded', { amount: packet.refunded, asset: packet.asset })}</p>
      ) : null}
      {packet.claims.length === 0 ? (
        <p className="red-packet-muted">{t('noClaims')}</p>
      ) : (
        <ol className="red-packet-claims">
          {packet.claims.map((claim) => (
            <li key={`${claim.nickname}-${claim.claimedAt}`}>
              <span>{claim.nickname}</span>
              <span className="numeric">
                {claim.amount} {packet.asset}
              </span>
            </li>
          ))}
        </ol>
      )}
      {children}
    </li>
  );
}
