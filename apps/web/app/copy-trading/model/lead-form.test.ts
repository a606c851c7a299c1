import { applyLeadBody } from '@tideline/protocol/copy-trading/schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD, type LeadDraft, leadDraftOf, leadFormErrors, leadRequest, tagsOf } from './lead-form.ts';

const draft = (over: Partial<LeadDraft>): LeadDraft => ({ ...EMPTY_LEAD, nickname: 'Tidewalker', ...over });

describe('the lead profile form (docs/protocol-copy-trading.md §1, apply)', () => {
  it.each([
    [{}, {}],
    [{ nickname: 'A' }, { nickname: 'nickname' }],
    [{ nickname: '  Ab  ' }, {}],
    [{ nickname: 'x'.repeat(25) }, { nickname: 'nickname' }],
    [{ bio: 'x'.repeat(280) }, {}],
    [{ bio: 'x'.repeat(281) }, { bio: 'bio' }],
    [{ tags: 'a, b, c, d, e' }, {}],
    [{ tags: 'a, b, c, d, e, f' }, { tags: 'tags' }],
    [{ tags: 'x'.repeat(17) }, { tags: 'tags' }],
    [{ profitShareRate: '0' }, {}],
    [{ profitShareRate: '20' }, {}],
    [{ profitShareRate: '20.01' }, { profitShareRate: 'shareRate' }],
    [{ profitShareRate: '12.345' }, { profitShareRate: 'shareRate' }],
    [{ profitShareRate: '' }, { profitShareRate: 'shareRate' }],
    [{ maxFollowers: '1' }, {}],
    [{ maxFollowers: '1000' }, {}],
    [{ maxFollowers: '0' }, { maxFollowers: 'maxFollowers' }],
    [{ maxFollowers: '1001' }, { maxFollowers: 'maxFollowers' }],
    [{ maxFollowers: '2.5' }, { maxFollowers: 'maxFollowers' }],
  ] as const)('%j: %j', (over, errors) => {
    expect(leadFormErrors(draft(over))).toEqual(errors);
  });

  it('splits tags on commas, including Arabic and CJK ones, and drops empty ones', () => {
    expect(tagsOf(' trend, BTC ,, scalp، 短线，swing')).toEqual(['trend', 'BTC', 'scalp', '短线', 'swing']);
  });

  it('sends what the protocol takes, and edits round-trip', () => {
    const body = leadRequest(
      draft({ nickname: ' Tidewalker ', tags: 'trend, BTC', profitShareRate: '12.5' }),
    );
    expect(body).toEqual({
      nickname: 'Tidewalker',
      bio: '',
      tags: ['trend', 'BTC'],
      profitShareRate: '12.5',
      maxFollowers: 100,
    });
    expect(applyLeadBody.safeParse(body).success).toBe(true);
    expect(
      leadDraftOf({
        nickname: 'Tidewalker',
        bio: 'b',
        tags: ['trend', 'BTC'],
        profitShareRate: '12.5',
        maxFollowers: 100,
      }),
    ).toEqual(draft({ bio: 'b', tags: 'trend, BTC', profitShareRate: '12.5' }));
  });
});
