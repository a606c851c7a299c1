import { expect, test } from '@playwright/test';
import { logIn } from '../support/log-in.ts';
import { registerByEmail, uniqueEmail } from '../support/register.ts';
import { LOADED, stopAllCopies } from './copy-trading-support.ts';
import { deposit, futuresAvailable } from './futures-support.ts';

// Issue #24, the lead dashboard: a fresh trader funds its futures wallet, applies to lead with a
// public profile, the demo user finds it in the ranking and copies it, the lead sees the follower
// on its dashboard and ends that copy, and the demo user sees the copy stopped.

test('issue #24 a new lead applies, is copied by the demo user, sees the follower and ends the copy', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const leadContext = await browser.newContext();
  const lead = await leadContext.newPage();
  await registerByEmail(lead, uniqueEmail('copy-lead'));
  await deposit(lead, 'USDT', '500');
  const moved = await lead.request.post('/v1/futures/transfer', { data: { direction: 'in', amount: '300' } });
  expect(((await moved.json()) as { status: string }).status).toBe('success');
  await expect.poll(() => futuresAvailable(lead), LOADED).toBeGreaterThanOrEqual(300);

  const nickname = `Lead${Date.now().toString(36).slice(-6)}`;
  await lead.goto('/copytrading/lead');
  await expect(lead.getByText(/^You are not a lead trader yet\./)).toBeVisible(LOADED);
  await lead.getByLabel('Nickname').fill('L');
  await lead.getByLabel('Tags (comma-separated, up to 5)').fill('a, b, c, d, e, f');
  await lead.getByRole('button', { name: 'Apply to lead' }).click();
  await expect(lead.getByText('A nickname has 2 to 24 characters.')).toBeVisible();
  await expect(lead.getByText('At most 5 tags of up to 16 characters each.')).toBeVisible();
  await lead.getByLabel('Nickname').fill(nickname);
  await lead.getByLabel('About you').fill('Patient swings, written by a browser test.');
  await lead.getByLabel('Tags (comma-separated, up to 5)').fill('swing, BTC');
  await lead.getByLabel('Profit share (%)').fill('15');
  await lead.getByLabel('Most followers').fill('5');
  await lead.getByRole('button', { name: 'Apply to lead' }).click();
  const followers = lead.getByRole('table', { name: 'My followers' });
  await expect(followers).toContainText('No one copies you yet.', LOADED);
  await expect(lead.getByTestId('copy-share-earned')).toHaveText('Profit share earned: 0.00 USDT');
  await expect(lead.getByRole('button', { name: 'Save profile' })).toBeVisible();

  const followerContext = await browser.newContext();
  const follower = await followerContext.newPage();
  await logIn(follower, { returnTo: '/copytrading' });
  await stopAllCopies(follower);
  await follower.getByLabel('Search by nickname').fill(nickname);
  const card = follower.getByRole('listitem').filter({ hasText: nickname });
  await expect(card).toContainText('0 / 5', LOADED);
  await expect(card).toContainText('15%');
  await card.getByRole('button', { name: `Copy ${nickname}` }).click();
  const dialog = follower.getByTestId('copy-follow-dialog');
  await dialog.getByLabel('Margin per order').fill('10');
  await dialog.getByLabel('Total investment').fill('20');
  await dialog.getByRole('button', { name: 'Start copying' }).click();
  await expect(follower).toHaveURL(/\/order\/mcp$/, LOADED);
  await expect(follower.getByRole('heading', { name: nickname })).toBeVisible(LOADED);

  await lead.reload();
  const row = followers
    .getByRole('row')
    .filter({ has: lead.getByRole('button', { name: /^End this copy: / }) });
  await expect(row).toHaveCount(1, LOADED);
  await expect(row).toContainText('10 USDT per order');
  await row.getByRole('button', { name: /^End this copy: / }).click();
  const remove = lead.getByTestId('copy-remove-dialog');
  await expect(remove).toContainText("The follower's copied positions are closed at market");
  await remove.getByRole('button', { name: 'End this copy' }).click();
  await expect(remove).toBeHidden(LOADED);
  await expect(followers.getByRole('row').filter({ hasText: 'Stopped' })).toHaveCount(1, LOADED);

  await follower.reload();
  await expect(
    follower.getByRole('table', { name: 'Stopped' }).getByRole('row').filter({ hasText: nickname }),
  ).toHaveCount(1, LOADED);
  await leadContext.close();
  await followerContext.close();
});
