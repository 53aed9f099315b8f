import type { Page } from '@playwright/test';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

/** Presses `button` in the confirmation dialog named `dialog`. */
async function confirm(page: Page, dialog: string, button: string) {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** The guest's page says its access has ended, with `reason`, on an accessible page. */
async function expectAccessEnded(guest: Page, reason: string) {
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Your access has ended' }),
  ).toBeVisible();
  await expect(guest.getByText(reason)).toBeVisible();
  await expectNoAxeViolations(guest);
}

test.describe('guest chat by invitation link', () => {
  test('the owner makes a link, a person without an account joins and chats live, and loses access when the link is withdrawn', async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await approvedUser('provider');
    const login = await api.login(owner.email, owner.password);
    const groupName = `Family circle ${Date.now().toString(36)}`;
    const groupId = await api.createGroup(login.token, groupName);

    // The owner makes a link in the conversation's details.
    await openSignedIn(page, login, `/chat?channel=${groupId}`);
    await expect(page.getByRole('log', { name: `Messages with ${groupName}` })).toBeAttached();
    await page.getByRole('button', { name: 'Conversation details' }).click();
    await page
      .getByRole('dialog', { name: groupName })
      .getByRole('button', { name: 'Invite by link' })
      .click();
    const invite = page.getByRole('dialog', { name: `Invite to ${groupName} by link` });
    await invite.getByRole('button', { name: 'Create link' }).click();
    const linkBox = invite.getByRole('textbox', { name: 'New invitation link' });
    await expect(linkBox).toHaveValue(/\/invite-chat\/group\/[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(page);
    // The link names this server's PUBLIC_URL; the journey opens its path on the test server.
    const invitePath = new URL(await linkBox.inputValue()).pathname;
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(invite).toBeHidden();

    // A fresh browser with no account opens it and joins.
    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await guest.goto(invitePath);
    await expect(guest.getByRole('heading', { level: 1, name: `Join ${groupName}` })).toBeVisible();
    await expect(
      guest.getByText(`${owner.fullName} invited you to a group conversation.`),
    ).toBeVisible();
    await expectNoAxeViolations(guest);
    await guest.getByRole('textbox', { name: /Your name/ }).fill('Robin Guest');
    await guest
      .getByRole('textbox', { name: /E-mail address/ })
      .fill(`robin.${Date.now()}@e2e.example.com`);
    await guest.getByRole('button', { name: 'Join the conversation' }).click();
    const guestLog = guest.getByRole('log', { name: `Messages with ${groupName}` });
    await expect(guest.getByText(`You joined ${groupName} as a guest.`)).toBeVisible();
    await expect(guest.getByText('Guest access')).toBeVisible();
    expect(await guest.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoAxeViolations(guest);
    // The guest's socket is up before the first message is written.
    await guest.waitForTimeout(1000);

    // The two write to each other, live.
    await guest.getByRole('textbox', { name: `Message ${groupName}` }).fill('Hello from the guest');
    await guest.keyboard.press('Enter');
    const ownerLog = page.getByRole('log', { name: `Messages with ${groupName}` });
    await expect(ownerLog.getByText('Hello from the guest')).toBeVisible();
    await page.getByRole('textbox', { name: `Message ${groupName}` }).fill('Welcome, Robin');
    await page.keyboard.press('Enter');
    await expect(guestLog.getByText('Welcome, Robin')).toBeVisible();

    // The owner withdraws the invitation: the guest's page says its access has ended.
    await page.getByRole('button', { name: 'Conversation details' }).click();
    await page
      .getByRole('dialog', { name: groupName })
      .getByRole('button', { name: 'Invite by link' })
      .click();
    await invite
      .getByRole('button', { name: 'Withdraw the invitation for Anyone with the link' })
      .click();
    await confirm(page, 'Withdraw invitation', 'Withdraw');
    await expectAccessEnded(
      guest,
      'The invitation was withdrawn. Your access to this conversation has ended.',
    );
    // The guest has left the group (the owner's page hears it and reads the channel again).
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();

    // The link now says it was withdrawn.
    await guest.goto(invitePath);
    await expect(
      guest.getByRole('heading', { level: 1, name: 'This invitation was withdrawn' }),
    ).toBeVisible();
    await expect(
      guest.getByText('This invitation was withdrawn by the person who sent it.'),
    ).toBeVisible();
    await expectNoAxeViolations(guest);
    await guestContext.close();
  });

  test('the owner removes a guest: the guest’s page says so at once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const owner = await approvedUser('provider');
    const login = await api.login(owner.email, owner.password);
    const groupName = `Removal ${Date.now().toString(36)}`;
    const groupId = await api.createGroup(login.token, groupName);
    const invitePath = await api.invitePath(login.token, groupId);

    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await guest.goto(invitePath);
    await guest.getByRole('textbox', { name: /Your name/ }).fill('Sam Guest');
    await guest
      .getByRole('textbox', { name: /E-mail address/ })
      .fill(`sam.${Date.now()}@e2e.example.com`);
    await guest.getByRole('button', { name: 'Join the conversation' }).click();
    await expect(guest.getByText(`You joined ${groupName} as a guest.`)).toBeVisible();

    // The owner sees the guest among the members, marked as a guest, and removes them.
    await openSignedIn(page, login, `/chat?channel=${groupId}`);
    await page.getByRole('button', { name: 'Conversation details' }).click();
    const details = page.getByRole('dialog', { name: groupName });
    await expect(details.getByText('Sam Guest')).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Remove Sam Guest' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove member' })).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm(page, 'Remove member', 'Remove');
    await expectAccessEnded(
      guest,
      'You were removed from this conversation. Your access has ended.',
    );
    await expect(details.getByText('Sam Guest')).toBeHidden();
    await guestContext.close();
  });
});
