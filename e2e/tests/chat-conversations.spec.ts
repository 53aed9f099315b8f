import type { Locator, Page } from '@playwright/test';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

/** The messages of the group, as one person's page shows them. */
const logOf = (page: Page, groupName: string) =>
  page.getByRole('log', { name: `Messages with ${groupName}` });

/** One message of a log, by its words: the row that holds its actions. */
const messageOf = (log: Locator, text: string) =>
  log
    .getByText(text, { exact: true })
    .locator('xpath=ancestor::div[.//button[@aria-label="Reply"]][1]');

async function write(page: Page, groupName: string, text: string) {
  await page.getByRole('textbox', { name: `Message ${groupName}` }).fill(text);
  await page.keyboard.press('Enter');
}

test.describe('chat conversations', () => {
  test('in a group of three, two people reply, react, mention and pin live while the third sees "Seen by 2"', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const provider = await approvedUser('provider');
    const ann = await approvedUser('client', undefined, 'Ann Marsh');
    const ben = await approvedUser('client', undefined, 'Ben Asher');
    const providerLogin = await api.login(provider.email, provider.password);
    for (const [index, client] of [ann, ben].entries()) {
      await api.createClientRecord(providerLogin.token, {
        fullName: client.fullName,
        email: client.email,
        licenseNo: `TALK-${Date.now()}-${index}`,
      });
    }
    const groupName = `Friday group ${Date.now().toString(36)}`;
    const groupId = await api.createGroup(providerLogin.token, groupName, [ann.id, ben.id]);
    const path = `/chat?channel=${groupId}`;

    // Ben asks first, alone in the conversation.
    const benContext = await browser.newContext({ baseURL });
    const benPage = await benContext.newPage();
    await openSignedIn(benPage, await api.login(ben.email, ben.password), path);
    const benLog = logOf(benPage, groupName);
    await write(benPage, groupName, 'Who is coming on Friday?');
    await expect(benLog.getByText('Who is coming on Friday?')).toBeVisible();

    // The provider and Ann open the group and read it: Ben sees who, live.
    await openSignedIn(page, providerLogin, path);
    const providerLog = logOf(page, groupName);
    const annContext = await browser.newContext({ baseURL });
    const annPage = await annContext.newPage();
    await openSignedIn(annPage, await api.login(ann.email, ann.password), path);
    const annLog = logOf(annPage, groupName);
    await expect(providerLog.getByText('Who is coming on Friday?')).toBeVisible();
    await expect(annLog.getByText('Who is coming on Friday?')).toBeVisible();
    await expect(benLog.getByText('Seen by 2', { exact: true })).toBeVisible();

    // The provider replies to Ben's question: everyone reads the quote; the clients read Ben in
    // the group's private form.
    await messageOf(providerLog, 'Who is coming on Friday?')
      .getByRole('button', { name: 'Reply' })
      .click();
    await expect(page.getByText(`Replying to ${ben.fullName}`)).toBeVisible();
    await write(page, groupName, 'I am, see you at ten');
    await expect(page.getByText(`Replying to ${ben.fullName}`)).toBeHidden();
    const reply = (log: Locator) => messageOf(log, 'I am, see you at ten');
    await expect(reply(annLog).getByText('Who is coming on Friday?')).toBeVisible();
    await expect(reply(annLog).getByText('Ben A.')).toBeVisible();
    await expect(reply(benLog).getByText('Who is coming on Friday?')).toBeVisible();
    await expectNoAxeViolations(annPage);

    // Ann reacts to the reply; the provider adds the same reaction: counts move live everywhere.
    await reply(annLog).getByRole('button', { name: 'Add reaction' }).click();
    await annPage.getByRole('button', { name: 'React with 👍' }).click();
    await expect(reply(providerLog).getByRole('button', { name: /^👍 1 reaction/ })).toBeVisible();
    await reply(providerLog)
      .getByRole('button', { name: /^👍 1 reaction/ })
      .click();
    for (const log of [providerLog, annLog, benLog]) {
      await expect(reply(log).getByRole('button', { name: /^👍 2 reactions/ })).toBeVisible();
    }

    // The provider mentions Ann, chosen from the @ list with the keyboard.
    const providerBox = page.getByRole('textbox', { name: `Message ${groupName}` });
    await providerBox.fill('');
    await providerBox.pressSequentially('Thanks @Ann');
    await expect(page.getByRole('option', { name: /Ann Marsh/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await providerBox.pressSequentially('please bring the consent form');
    await page.keyboard.press('Enter');
    await expect(annLog.getByText('@Ann Marsh')).toBeVisible();
    await expect(benLog.getByText('@Ann M.')).toBeVisible();
    await expect(benLog.getByText('please bring the consent form', { exact: false })).toBeVisible();

    // Ann pins the provider's reply: it is marked for everyone and listed in the details.
    await reply(annLog).getByRole('button', { name: 'More actions' }).click();
    await annPage.getByRole('menuitem', { name: 'Pin message' }).click();
    for (const log of [providerLog, benLog]) {
      await expect(reply(log).getByText('Pinned')).toBeVisible();
    }
    await benPage.getByRole('button', { name: 'Conversation details' }).click();
    const details = benPage.getByRole('dialog', { name: groupName });
    await expect(details.getByRole('heading', { name: 'Pinned messages' })).toBeVisible();
    await expect(details.getByText('I am, see you at ten')).toBeVisible();
    await expectNoAxeViolations(benPage);
    await annContext.close();
    await benContext.close();
  });
});
