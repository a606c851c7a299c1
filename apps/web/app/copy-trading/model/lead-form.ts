import type { applyLeadBody } from '@tideline/protocol/copy-trading/schemas';
import type { z } from 'zod';

/**
 * The lead's public profile form without React (docs/protocol-copy-trading.md §1, apply): the
 * draft as typed, its problems by the gateway's rules, and the request. The gateway checks it again
 * (and the futures equity of at least LEAD_MIN_EQUITY from @tideline/protocol/copy-trading/limits).
 */

export interface LeadDraft {
  nickname: string;
  bio: string;
  /** Comma-separated, as typed. */
  tags: string;
  profitShareRate: string;
  maxFollowers: string;
}

export type LeadField = keyof LeadDraft;
export type LeadProblem = 'nickname' | 'bio' | 'tags' | 'shareRate' | 'maxFollowers';

export const EMPTY_LEAD: LeadDraft = {
  nickname: '',
  bio: '',
  tags: '',
  profitShareRate: '10',
  maxFollowers: '100',
};

const SHARE_RATE = /^\d{1,2}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,4}$/;

export function tagsOf(text: string): string[] {
  return text
    .split(/[,،、，]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function leadFormErrors(draft: LeadDraft): Partial<Record<LeadField, LeadProblem>> {
  const errors: Partial<Record<LeadField, LeadProblem>> = {};
  const nickname = [...draft.nickname.trim()].length;
  if (nickname < 2 || nickname > 24) errors.nickname = 'nickname';
  if ([...draft.bio].length > 280) errors.bio = 'bio';
  const tags = tagsOf(draft.tags);
  if (tags.length > 5 || tags.some((tag) => [...tag].length > 16)) errors.tags = 'tags';
  const rate = draft.profitShareRate.trim();
  if (!SHARE_RATE.test(rate) || Number(rate) > 20) errors.profitShareRate = 'shareRate';
  const followers = draft.maxFollowers.trim();
  if (!WHOLE.test(followers) || Number(followers) < 1 || Number(followers) > 1000)
    errors.maxFollowers = 'maxFollowers';
  return errors;
}

export function leadRequest(draft: LeadDraft): z.input<typeof applyLeadBody> {
  return {
    nickname: draft.nickname.trim(),
    bio: draft.bio,
    tags: tagsOf(draft.tags),
    profitShareRate: draft.profitShareRate.trim(),
    maxFollowers: Number(draft.maxFollowers.trim()),
  };
}

/** The form filled from a lead's card, to edit it. */
export function leadDraftOf(card: {
  nickname: string;
  bio: string;
  tags: readonly string[];
  profitShareRate: string;
  maxFollowers: number;
}): LeadDraft {
  return {
    nickname: card.nickname,
    bio: card.bio,
    tags: card.tags.join(', '),
    profitShareRate: card.profitShareRate,
    maxFollowers: String(card.maxFollowers),
  };
}
