import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@tideline/core/request';
import { REFERRAL_ENDPOINTS } from '@tideline/protocol/referral/endpoints';
import { useEffect, useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { type AuthMessages, fillText } from './i18n/use-auth-texts.ts';

/** Typing pauses this long before the code is looked up, so a word typed is one request, not one per key. */
const SETTLE_MS = 300;

/** Codes of links and campaigns are letters and digits (§3); anything else is not looked up. */
const LOOKUP_WORTHY = /^[A-Za-z0-9]{4,32}$/;

/**
 * What the registration form says under the referral code (issue #29): who invited the user and
 * the share of fees that comes back, or that no inviter has the code (it is kept as a campaign
 * code, so a typo shows before the account is created). Nothing while typing or for no code.
 */
export function useInviteNote(code: string, texts: AuthMessages): string | undefined {
  const client = useApiClient();
  const [settled, setSettled] = useState(code.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(code.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [code]);
  const worthy = LOOKUP_WORTHY.test(settled);
  const lookup = useQuery({
    queryKey: ['referral', 'lookup', settled],
    queryFn: () => callEndpoint(client, REFERRAL_ENDPOINTS.lookup, { code: settled }),
    enabled: worthy,
    staleTime: 60_000,
    retry: false,
  });
  if (!worthy || settled !== code.trim() || lookup.data === undefined) return undefined;
  const { kind, inviter, kickbackPercent } = lookup.data;
  if (kind === 'campaign' || inviter === null) return texts.inviteCampaign;
  return kickbackPercent
    ? fillText(texts.invitedByKickback, { inviter, percent: kickbackPercent })
    : fillText(texts.invitedBy, { inviter });
}
