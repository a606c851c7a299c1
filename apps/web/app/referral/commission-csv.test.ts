import { describe, expect, it } from 'vitest';
import { commissionCsv } from './commission-csv.ts';
import { inviteLink } from './invite-link.ts';

const row = {
  day: '2026-03-01',
  source: 'spot',
  role: 'inviter',
  invitee: 'a***e',
  asset: 'USDT',
  fee: '1.5',
  commissionPercent: 20,
  amount: '0.3',
};

describe('issue #29 commission CSV and invite link', () => {
  it('lists a header and one line per row, CRLF ends', () => {
    expect(commissionCsv([row])).toBe(
      'day,product,role,invitee,asset,fee,commission_percent,commission\r\n2026-03-01,spot,inviter,a***e,USDT,1.5,20,0.3\r\n',
    );
  });

  it('quotes commas and quotes, and neutralises a formula in a name', () => {
    const csv = commissionCsv([{ ...row, invitee: '=HY"PER,LINK' }]);
    expect(csv.split('\r\n')[1]).toBe('2026-03-01,spot,inviter,"\'=HY""PER,LINK",USDT,1.5,20,0.3');
  });

  it('§3 the invite link carries the code as commonCode on the registration page', () => {
    expect(inviteLink('https://tideline.example', '/ja/register', 'ABCDEFGH')).toBe(
      'https://tideline.example/ja/register?commonCode=ABCDEFGH',
    );
  });
});
