import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';

test.describe('chat search', () => {
  test('a provider finds a client’s message far back and the conversation opens at it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const provider = await approvedUser('provider');
    const client = await approvedUser('client');
    const providerLogin = await api.login(provider.email, provider.password);
    const clientLogin = await api.login(client.email, client.password);
    await api.createClientRecord(providerLogin.token, {
      fullName: client.fullName,
      email: client.email,
      licenseNo: `SEARCH-${Date.now()}`,
    });
    const channelId = await api.openDirectChat(providerLogin.token, client.id);
    // A word only this test writes, then more than a page of messages after it.
    const word = `physiotherapy${Date.now().toString(36)}`;
    const found = await api.sendMessage(
      clientLogin.token,
      channelId,
      `Is the ${word} session still on Friday?`,
    );
    for (let index = 1; index <= 80; index++) {
      await api.sendMessage(providerLogin.token, channelId, `Note ${index}`);
    }

    await openSignedIn(page, providerLogin, '/chat');
    await page.getByRole('searchbox', { name: 'Search conversations and messages' }).fill(word);
    const hits = page.getByRole('list', { name: 'Messages found' });
    const hit = hits.getByRole('link', { name: new RegExp(client.fullName) });
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('mark')).toHaveText(word);
    await expectNoAxeViolations(page);

    await hit.click();
    await expect(page).toHaveURL(new RegExp(`[?&]channel=${channelId}&message=${found.data.seq}$`));
    const log = page.getByRole('log', { name: `Messages with ${client.fullName}` });
    const marked = log.locator('[aria-current="true"]');
    await expect(marked).toContainText(`Is the ${word} session still on Friday?`);
    await expect(marked).toBeInViewport();
    await expect(log.getByText('Note 80', { exact: true })).not.toBeInViewport();

    // Back to the latest, and the search is still there for the next result.
    await page.getByRole('button', { name: 'Jump to latest' }).click();
    await expect(log.getByText('Note 80', { exact: true })).toBeInViewport();
    await expect(
      page.getByRole('searchbox', { name: 'Search conversations and messages' }),
    ).toHaveValue(word);
  });

  test('filters typed in the box find one person’s message in one conversation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const provider = await approvedUser('provider');
    // Names of their own: "from:" takes a name, and a name two people have is not enough.
    const tag = Date.now().toString(36);
    const ann = await approvedUser('client', undefined, `Ann ${tag}`);
    const ben = await approvedUser('client', undefined, `Ben ${tag}`);
    const providerLogin = await api.login(provider.email, provider.password);
    const annLogin = await api.login(ann.email, ann.password);
    const benLogin = await api.login(ben.email, ben.password);
    for (const client of [ann, ben]) {
      await api.createClientRecord(providerLogin.token, {
        fullName: client.fullName,
        email: client.email,
        licenseNo: `FILTER-${client.id.slice(0, 8)}`,
      });
    }
    const groupName = `Filters ${tag}`;
    const group = await api.createGroup(providerLogin.token, groupName, [ann.id, ben.id]);
    const direct = await api.openDirectChat(providerLogin.token, ann.id);
    const word = `hydrotherapy${tag}`;
    await api.sendMessage(annLogin.token, group, `The ${word} plan is in the group`);
    await api.sendMessage(annLogin.token, direct, `The ${word} plan, said directly`);
    await api.sendMessage(benLogin.token, group, `Ben on the ${word} plan`);

    await openSignedIn(page, providerLogin, '/chat');
    const box = page.getByRole('searchbox', { name: 'Search conversations and messages' });
    await box.fill(`${word} from:"${ann.fullName}" in:"${groupName}" `);
    const chosen = page.getByRole('list', { name: 'Filters chosen' });
    await expect(
      chosen.getByRole('button', { name: `Remove the filter From: ${ann.fullName}` }),
    ).toBeVisible();
    await expect(
      chosen.getByRole('button', { name: `Remove the filter In: ${groupName}` }),
    ).toBeVisible();
    await expect(box).toHaveValue(`${word} `);
    const hits = page.getByRole('list', { name: 'Messages found' }).getByRole('link');
    await expect(hits).toHaveCount(1);
    await expect(hits).toContainText('is in the group');
    await expectNoAxeViolations(page);

    // Without the conversation filter, Ann's direct message is found too.
    await chosen.getByRole('button', { name: `Remove the filter In: ${groupName}` }).click();
    await expect(hits).toHaveCount(2);
    await expect(hits.filter({ hasText: 'Ben on the' })).toHaveCount(0);
  });
});
