import fs from 'node:fs/promises';

import type { Page, WebSocketRoute } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { openSignedIn, signIn } from '../support/session.ts';

/** What a careless page would run or render: it must come back as the text it is. */
const XSS = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;

async function write(page: Page, to: string, text: string) {
  await page.getByRole('textbox', { name: `Message ${to}` }).fill(text);
  await page.keyboard.press('Enter');
}

/** A one-page PDF, as a provider would send it in a chat. */
async function carePlanPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Care plan', { x: 60, y: 760, size: 22, font });
  page.drawText('Walk for 20 minutes every morning.', { x: 60, y: 720, size: 12, font });
  return Buffer.from(await pdf.save());
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
    const channelId = await api.openDirectChat(providerLogin.token, client.id);

    // The client's socket goes through a route the test can cut, as a network drop would.
    const clientContext = await browser.newContext({ baseURL });
    const clientPage = await clientContext.newPage();
    const clientSockets: WebSocketRoute[] = [];
    await clientPage.routeWebSocket(/\/socket\.io\//, (ws) => {
      ws.connectToServer();
      clientSockets.push(ws);
    });
    await openSignedIn(clientPage, await api.login(client.email, client.password), '/chat');
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

    // The provider writes; the client's list counts it as unread, live.
    await openSignedIn(page, providerLogin, `/chat?channel=${channelId}`);
    const providerLog = page.getByRole('log', { name: `Messages with ${client.fullName}` });
    await expect(page.getByText(`No messages yet. Say hello to ${client.fullName}.`)).toBeVisible();
    // Both are connected: the header says the client is online, in words.
    await expect(page.getByText('Client · Online', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // The dialog to start a chat passes axe too.
    await page.getByRole('button', { name: 'New chat' }).click();
    const newChat = page.getByRole('dialog', { name: 'New chat' });
    // Other journeys' clients have the same name: this one is told by the e-mail shown.
    await expect(
      newChat
        .getByRole('button', { name: new RegExp(`^Chat with ${client.fullName}\\b`) })
        .filter({ hasText: client.email }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(newChat).toBeHidden();
    await write(page, client.fullName, 'Hello, how are you feeling today?');
    const providerItem = clientPage
      .getByRole('list', { name: 'Conversations', exact: true })
      .getByRole('link', { name: new RegExp(provider.fullName) });
    await expect(providerItem).toContainText('1 unread message');
    await expectNoAxeViolations(clientPage);

    // The client opens it (the provider sees it was seen) and answers, with markup as text. The
    // focus goes where the answer is written.
    await providerItem.click();
    await expect(
      clientPage.getByRole('textbox', { name: `Message ${provider.fullName}` }),
    ).toBeFocused();
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
    await expect.poll(() => clientSockets.length).toBeGreaterThan(0);
    await clientSockets.at(-1)?.close({ code: 1006 });
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
    // The client has gone: the provider's header says so once the server has noticed.
    await expect(page.getByText('Client · Offline', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('a group of three talks live, one of them on a 390 px phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const provider = await approvedUser('provider');
    const [ann, ben] = await Promise.all([approvedUser('client'), approvedUser('client')]);
    const providerLogin = await api.login(provider.email, provider.password);
    // A provider brings its own clients together (a client is nobody else's to add).
    for (const [index, client] of [ann, ben].entries()) {
      await api.createClientRecord(providerLogin.token, {
        fullName: client.fullName,
        email: client.email,
        licenseNo: `GROUP-${Date.now()}-${index}`,
      });
    }
    const groupName = `Care team ${Date.now().toString(36)}`;
    const groupId = await api.createGroup(providerLogin.token, groupName, [ann.id, ben.id]);

    await openSignedIn(page, providerLogin, `/chat?channel=${groupId}`);
    await expect(page.getByText('3 members', { exact: true })).toBeVisible();
    // The dialog to start a group passes axe.
    await page.getByRole('button', { name: 'New group' }).click();
    const newGroup = page.getByRole('dialog', { name: 'New group chat' });
    await expect(newGroup.getByRole('textbox', { name: /Group name/ })).toBeVisible();
    await expect(newGroup.getByText('Loading people...')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(newGroup).toBeHidden();
    const annContext = await browser.newContext({ baseURL });
    const annPage = await annContext.newPage();
    await openSignedIn(
      annPage,
      await api.login(ann.email, ann.password),
      `/chat?channel=${groupId}`,
    );
    const benContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const benPage = await benContext.newPage();
    await openSignedIn(benPage, await api.login(ben.email, ben.password), '/chat');

    // On the phone the list comes first; the group opens over it.
    await benPage
      .getByRole('link', { name: new RegExp(groupName) })
      .first()
      .click();
    await expect(benPage.getByRole('textbox', { name: `Message ${groupName}` })).toBeVisible();
    // On a phone the on-screen keyboard would cover what was opened: the focus goes to the
    // conversation's heading, and the keyboard comes when Ben touches the box.
    await expect(benPage.getByRole('heading', { level: 2, name: groupName })).toBeFocused();
    await expect(benPage.getByRole('textbox', { name: `Message ${groupName}` })).not.toBeFocused();
    await expectNoAxeViolations(benPage);
    // The owner's header counts the two others online.
    await expect(page.getByText('3 members · 2 online', { exact: true })).toBeVisible();

    await write(page, groupName, 'Welcome to the care team');
    const logOf = (each: Page) => each.getByRole('log', { name: `Messages with ${groupName}` });
    for (const each of [annPage, benPage]) {
      await expect(logOf(each).getByText('Welcome to the care team')).toBeVisible();
    }
    await write(benPage, groupName, 'Thank you, glad to be here');
    for (const each of [page, annPage]) {
      await expect(logOf(each).getByText('Thank you, glad to be here')).toBeVisible();
    }
    // Two clients in a group whose owner never chose: clients read each other by first name and
    // initial (both are "E2E Client": Ben, the second, is "E2E C. (2)"); the provider in full.
    await expect(logOf(annPage).getByText('E2E C. (2)', { exact: true })).toBeVisible();
    await expect(logOf(annPage).getByText('E2E Client', { exact: true })).toHaveCount(0);
    await expect(logOf(page).getByText('E2E Client', { exact: true }).first()).toBeVisible();
    await write(annPage, groupName, 'Hello both');
    for (const each of [page, benPage]) {
      await expect(logOf(each).getByText('Hello both')).toBeVisible();
    }
    // Nothing on the phone pans sideways.
    const widths = await benPage.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await expectNoAxeViolations(annPage);
    await annContext.close();
    await benContext.close();

    // The owner deletes the group: the details and the confirmation pass axe.
    await page.getByRole('button', { name: 'Conversation details' }).click();
    const details = page.getByRole('dialog', { name: groupName });
    await expect(details.getByRole('button', { name: 'Delete group' })).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Delete group' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete group' });
    await expect(confirmDelete).toBeVisible();
    await expectNoAxeViolations(page);
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: new RegExp(groupName) })).toHaveCount(0);
  });

  test('a provider sends a PDF with a message and the client downloads the same bytes', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const provider = await approvedUser('provider');
    const client = await approvedUser('client');
    const providerLogin = await api.login(provider.email, provider.password);
    await api.createClientRecord(providerLogin.token, {
      fullName: client.fullName,
      email: client.email,
      licenseNo: `FILE-${Date.now()}`,
    });
    const channelId = await api.openDirectChat(providerLogin.token, client.id);
    const pdf = await carePlanPdf();

    // The client has the conversation open: the file arrives live.
    const clientContext = await browser.newContext({ baseURL, acceptDownloads: true });
    const clientPage = await clientContext.newPage();
    await openSignedIn(
      clientPage,
      await api.login(client.email, client.password),
      `/chat?channel=${channelId}`,
    );
    const clientLog = clientPage.getByRole('log', { name: `Messages with ${provider.fullName}` });
    await expect(
      clientPage.getByText(`No messages yet. Say hello to ${provider.fullName}.`),
    ).toBeVisible();

    // The provider attaches the file through the system's file chooser and sends it with words.
    await openSignedIn(page, providerLogin, `/chat?channel=${channelId}`);
    const providerLog = page.getByRole('log', { name: `Messages with ${client.fullName}` });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach a file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'Care plan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('group', { name: 'Attached: Care plan.pdf' })).toBeVisible();
    await write(page, client.fullName, 'Your care plan, as we discussed');
    await expect(providerLog.getByRole('button', { name: 'Download Care plan.pdf' })).toBeVisible();
    await expect(providerLog.getByText('Sending…')).toHaveCount(0);

    // The client sees the card and saves the very same bytes.
    await expect(clientLog.getByText('Your care plan, as we discussed')).toBeVisible();
    await expect(clientLog.getByText(/^PDF · \d/)).toBeVisible();
    const saving = clientPage.waitForEvent('download');
    await clientLog.getByRole('button', { name: 'Download Care plan.pdf' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('Care plan.pdf');
    expect(Buffer.compare(await fs.readFile(await download.path()), pdf)).toBe(0);
    // The pointer leaves the button, and its tooltip goes, before axe looks at the page.
    await clientPage.mouse.move(0, 0);
    await expect(clientPage.getByRole('tooltip')).toHaveCount(0);
    await expectNoAxeViolations(clientPage);

    // The channel list says what came.
    await expect(
      clientPage
        .getByRole('list', { name: 'Conversations', exact: true })
        .getByRole('link', { name: new RegExp(provider.fullName) }),
    ).toContainText('Your care plan');
    await clientContext.close();
  });

  test('a fast burst from two senders is followed to its last message: the reader never scrolled, so "Jump to latest" never shows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const provider = await approvedUser('provider');
    const [ann, ben] = await Promise.all([approvedUser('client'), approvedUser('client')]);
    const providerLogin = await api.login(provider.email, provider.password);
    for (const [index, client] of [ann, ben].entries()) {
      await api.createClientRecord(providerLogin.token, {
        fullName: client.fullName,
        email: client.email,
        licenseNo: `BURST-${Date.now()}-${index}`,
      });
    }
    const groupName = `Busy team ${Date.now().toString(36)}`;
    const groupId = await api.createGroup(providerLogin.token, groupName, [ann.id, ben.id]);
    const annToken = (await api.login(ann.email, ann.password)).token;
    const benToken = (await api.login(ben.email, ben.password)).token;
    await api.sendMessage(annToken, groupId, 'Morning all');

    // The provider opens the group from the list with the keyboard: the focus goes to the box.
    await openSignedIn(page, providerLogin, '/chat');
    const item = page
      .getByRole('list', { name: 'Conversations', exact: true })
      .getByRole('link', { name: new RegExp(groupName) });
    await item.focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: `Message ${groupName}` });
    await expect(box).toBeFocused();
    const log = page.getByRole('log', { name: `Messages with ${groupName}` });
    await expect(log.getByText('Morning all')).toBeVisible();

    // Whether 'Jump to latest' ever appears, however briefly, while the burst comes in.
    await page.evaluate(() => {
      const seen = window as { __sawJump?: boolean };
      seen.__sawJump = false;
      new MutationObserver(() => {
        const buttons = document.querySelectorAll('button');
        for (const button of buttons) {
          if (button.textContent?.includes('Jump to latest')) seen.__sawJump = true;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    // 150 messages, Ann's and Ben's at once, as fast as the server takes them (some arrive
    // together, as one chat:messages).
    const COUNT = 150;
    await Promise.all(
      [annToken, benToken].map(async (token, sender) => {
        for (let n = sender + 1; n <= COUNT; n += 2) {
          await api.sendMessage(token, groupId, `Burst ${n} of ${COUNT}`);
        }
      }),
    );
    const last = log.getByText(`Burst ${COUNT} of ${COUNT}`, { exact: true });
    await expect(last).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Jump to latest' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __sawJump?: boolean }).__sawJump)).toBe(false);
    // The reader was at the latest all along: nothing is left unread.
    await expect(item).not.toContainText('unread');
    await expect(box).toBeFocused();
  });

  test('after signing in, Tab follows the page: the header, the navigation, the page, and the chat panel last; on /chat the panel gives its room to the conversation', async ({
    page,
  }) => {
    const provider = await approvedUser('provider');
    const client = await approvedUser('client');
    const providerLogin = await api.login(provider.email, provider.password);
    await api.createClientRecord(providerLogin.token, {
      fullName: client.fullName,
      email: client.email,
      licenseNo: `TAB-${Date.now()}`,
    });
    await api.openDirectChat(providerLogin.token, client.id);
    await signIn(page, provider.email, provider.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Chat' })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Chats' });
    await expect(panel.getByRole('link', { name: new RegExp(client.fullName) })).toBeVisible();

    // The names of the first focused elements, Tab after Tab, until the navigation's Chat.
    const order: string[] = [];
    for (let tab = 0; tab < 20 && order.at(-1) !== 'Chat'; tab++) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const label = element?.getAttribute('aria-label') ?? element?.textContent ?? '';
          const inPanel = element?.closest('aside[aria-labelledby="app-shell-chat-title"]');
          return inPanel ? `chat panel: ${label.trim()}` : label.trim();
        }),
      );
    }
    expect(order.at(0)).toBe('Skip to content');
    expect(order.filter((name) => name.startsWith('chat panel'))).toEqual([]);
    expect(order.at(-1)).toBe('Chat');

    // On /chat one list of conversations (the page's); the panel is back elsewhere, as it was
    // left, since giving way on /chat changed nothing that is kept.
    await nav.getByRole('link', { name: 'Chat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect(page.getByRole('list', { name: /conversations/i })).toHaveCount(1);
    await expect(panel).toHaveCount(0);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(panel).toBeVisible();
    const kept = await page.evaluate(() => localStorage.getItem('portal-state'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ layout: { isChatSidebarOpen: true } });
  });
});
