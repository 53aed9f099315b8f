import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

/** A provider's client: an approved account whose e-mail is on the provider's client record. */
async function clientOf(providerToken: string) {
  const client = await approvedUser('client');
  await api.createClientRecord(providerToken, {
    fullName: client.fullName,
    email: client.email,
    licenseNo: `CONF-${Date.now()}-${client.id.slice(0, 4)}`,
  });
  return client;
}

test.describe('confidentiality by default', () => {
  test('two clients of one provider never see each other in the members directory', async ({
    page,
  }) => {
    const provider = await approvedUser('provider');
    const providerLogin = await api.login(provider.email, provider.password);
    const [ann, ben] = [await clientOf(providerLogin.token), await clientOf(providerLogin.token)];

    // The directory is paged and holds every account of the run: each person is looked up by
    // e-mail in its search, as someone would.
    const lookUp = async (email: string) => {
      await page.getByRole('searchbox', { name: /^Search by name/ }).fill(email);
      return page.getByRole('table', { name: 'Members' }).getByText(email, { exact: true });
    };
    await openSignedIn(page, await api.login(ann.email, ann.password), '/verified-users');
    await expect(await lookUp(provider.email)).toBeVisible();
    await expect(await lookUp(ben.email)).toHaveCount(0);
    await expect(page.getByText(`Nothing matches “${ben.email}”.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The provider sees both of its clients.
    await openSignedIn(page, providerLogin, '/verified-users');
    await expect(await lookUp(ann.email)).toBeVisible();
    await expect(await lookUp(ben.email)).toBeVisible();
  });

  test('a guest who joins a group sees the conversation from its join, nothing before', async ({
    browser,
    baseURL,
  }) => {
    const owner = await approvedUser('provider');
    const login = await api.login(owner.email, owner.password);
    const client = await clientOf(login.token);
    const groupName = `Intake ${Date.now().toString(36)}`;
    const groupId = await api.createGroup(login.token, groupName, [client.id]);
    await api.sendMessage(login.token, groupId, 'Before: the intake notes are ready.');
    const invitePath = await api.invitePath(login.token, groupId);

    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await guest.goto(invitePath);
    await guest.getByRole('textbox', { name: /Your name/ }).fill('Robin Guest');
    await guest
      .getByRole('textbox', { name: /E-mail address/ })
      .fill(`robin.${Date.now()}@e2e.example.com`);
    await guest.getByRole('button', { name: 'Join the conversation' }).click();
    const log = guest.getByRole('log', { name: `Messages with ${groupName}` });
    await expect(guest.getByText(`You joined ${groupName} as a guest.`)).toBeVisible();
    // The guest's socket is up before the next message is written.
    await guest.waitForTimeout(1000);
    await api.sendMessage(login.token, groupId, 'After: welcome, Robin.');
    await expect(log.getByText('After: welcome, Robin.')).toBeVisible();
    await expect(log.getByText('Before: the intake notes are ready.')).toHaveCount(0);
    await expectNoAxeViolations(guest);
    await guestContext.close();
  });
});
