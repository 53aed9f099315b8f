import type { Page, WebSocketRoute } from '@playwright/test';

import type { TEndpointResponse } from '@portal/contracts';
import { API_BASE, ROUTES } from '@portal/contracts/routes';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn } from '../support/session.ts';
import { readE2eState } from '../support/state.ts';

/** What a careless page would run or render: it must come back as the text it is. */
const XSS = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

/** The direct chat of the caller and `memberId`, made through the API. */
async function createDirect(token: string, memberId: string): Promise<string> {
  const { method, path } = ROUTES.createChannel;
  const response = await fetch(`${readE2eState().baseURL}${API_BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'direct', memberId }),
  });
  if (!response.ok) throw new Error(`createChannel answered ${response.status}`);
  return ((await response.json()) as TEndpointResponse<'createChannel'>).data.id;
}

async function write(page: Page, to: string, text: string) {
  await page.getByRole('textbox', { name: `Message ${to}` }).fill(text);
  await page.keyboard.press('Enter');
}

test.describe('chat', () => {
  test('a provider and a client chat live both ways, with unread count, seen, history after a reload, and every message once after the socket was cut', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const provider = await approvedUser('provider');
    const client = await approvedUser('client');
    const providerLogin = await api.login(provider.email, provider.password);
    await api.createClientRecord(providerLogin.token, {
      fullName: client.fullName,
      email: client.email,
      licenseNo: `CHAT-${Date.now()}`,
    });
    const channelId = await createDirect(providerLogin.token, client.id);

    // The client's socket goes through a route the test can cut, as a network drop would.
    const clientContext = await browser.newContext({ baseURL });
    const clientPage = await clientContext.newPage();
    let clientSocket: WebSocketRoute | null = null;
    await clientPage.routeWebSocket(/\/socket\.io\//, (ws) => {
      ws.connectToServer();
      clientSocket = ws;
    });
    await openSignedIn(clientPage, await api.login(client.email, client.password), '/chat');
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

    // The provider writes; the client's list counts it as unread, live.
    await openSignedIn(page, providerLogin, `/chat?channel=${channelId}`);
    const providerLog = page.getByRole('log', { name: `Messages with ${client.fullName}` });
    await expect(page.getByText(`No messages yet. Say hello to ${client.fullName}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await write(page, client.fullName, 'Hello, how are you feeling today?');
    const providerItem = clientPage
      .getByRole('list', { name: 'Conversations', exact: true })
      .getByRole('link', { name: new RegExp(provider.fullName) });
    await expect(providerItem).toContainText('1 unread message');
    await expectNoAxeViolations(clientPage);

    // The client opens it (the provider sees it was seen) and answers, with markup as text.
    await providerItem.click();
    const clientLog = clientPage.getByRole('log', { name: `Messages with ${provider.fullName}` });
    await expect(clientLog.getByText('Hello, how are you feeling today?')).toBeVisible();
    await expect(providerLog.getByText('Seen')).toBeVisible();
    await write(clientPage, provider.fullName, XSS);
    await expect(providerLog.getByText(XSS, { exact: true })).toBeVisible();
    await expect(clientLog.getByText(XSS, { exact: true })).toBeVisible();
    for (const each of [page, clientPage]) {
      expect(await each.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    }
    await expectNoAxeViolations(clientPage);

    // The client's connection drops while the provider sends three messages; once it is back,
    // each is there once, in order.
    await expect.poll(() => clientSocket).not.toBeNull();
    await clientSocket?.close({ code: 1006 });
    for (const n of [1, 2, 3]) await write(page, client.fullName, `While you were away ${n}`);
    await expect(providerLog.getByText('While you were away 3')).toBeVisible();
    await expect(clientLog.getByText('While you were away 3')).toBeVisible({ timeout: 20_000 });
    const missed = clientLog.getByText(/^While you were away \d$/);
    await expect(missed).toHaveText([
      'While you were away 1',
      'While you were away 2',
      'While you were away 3',
    ]);

    // A reload keeps the history.
    await clientPage.reload();
    await expect(clientLog.getByText('Hello, how are you feeling today?')).toBeVisible();
    await expect(clientLog.getByText(XSS, { exact: true })).toBeVisible();
    await expect(missed).toHaveCount(3);
    await clientContext.close();
  });
});
