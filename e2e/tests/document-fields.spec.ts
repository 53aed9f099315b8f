import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Browser, Locator, Page } from '@playwright/test';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { consentPdf } from '../support/pdf.ts';
import { openSignedIn } from '../support/session.ts';

/** A point of a page, as fractions of its box on screen. */
async function pointOn(surface: Locator, x: number, y: number) {
  const box = await surface.boundingBox();
  if (!box) throw new Error('the page is not on screen');
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** Drags a palette item onto the page with the mouse (Pointer Events from a mouse). */
async function dragWithMouse(page: Page, item: Locator, to: { x: number; y: number }) {
  const from = await item.boundingBox();
  if (!from) throw new Error('no palette item');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** Drags a palette item onto the page with a finger: touch events, as a phone sends them. */
async function dragWithTouch(page: Page, item: Locator, to: { x: number; y: number }) {
  const from = await item.boundingBox();
  if (!from) throw new Error('no palette item');
  const cdp = await page.context().newCDPSession(page);
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 12; step += 1) {
    const x = start.x + ((to.x - start.x) * step) / 12;
    const y = start.y + ((to.y - start.y) * step) / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function newPage(
  browser: Browser,
  baseURL: string | undefined,
  options: { hasTouch?: boolean; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  return context.newPage();
}

test.describe('document fields', () => {
  test('a provider drags every kind of field onto a PDF and shares it; the client opens the chat card, fills every type and signs, and the card follows live', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a PDF drawn in each, an upload, a seal, and the chat live in between.
    test.setTimeout(240_000);
    const provider = await approvedUser('provider');
    const client = await approvedUser('client');
    const providerLogin = await api.login(provider.email, provider.password);
    const clientLogin = await api.login(client.email, client.password);
    await api.createClientRecord(providerLogin.token, {
      fullName: 'Record Name',
      email: client.email,
      licenseNo: `FLD-${Date.now()}`,
    });
    const channelId = await api.openDirectChat(providerLogin.token, client.id);
    const title = `Intake ${Date.now().toString(36)}`;

    // The provider adds the PDF (the editor opens with its signature field).
    // A tall desktop screen with a touch screen too (the second drag is a finger's).
    const providerPage = await newPage(browser, baseURL, {
      hasTouch: true,
      viewport: { width: 1400, height: 1300 },
    });
    await openSignedIn(providerPage, providerLogin, '/all-documents');
    await providerPage.getByRole('button', { name: 'Add Document' }).click();
    const addDialog = providerPage.getByRole('dialog', { name: 'Add Document' });
    await addDialog.getByLabel('Title').fill(title);
    await addDialog.locator('input[type=file]').setInputFiles({
      name: 'intake.pdf',
      mimeType: 'application/pdf',
      buffer: await consentPdf(),
    });
    await addDialog.getByRole('button', { name: 'Upload' }).click();
    const editor = providerPage.getByRole('dialog', { name: 'Place fields' });
    const surface = editor.getByRole('region', { name: 'Page 1' });
    await expect(surface.getByRole('button', { name: /^Signature: move/ })).toBeVisible({
      timeout: 30_000,
    });
    const palette = editor.getByRole('toolbar', { name: 'Field types' });
    // At 50 % the whole page is in view: every point of it can be pointed at.
    await editor.getByRole('button', { name: 'Zoom out' }).click();
    await editor.getByRole('button', { name: 'Zoom out' }).click();
    await expect(editor.getByText('50 %')).toBeVisible();

    // Two by dragging (a mouse, then a finger), the others chosen and clicked where they go.
    await dragWithMouse(
      providerPage,
      palette.getByRole('button', { name: 'Dropdown' }),
      await pointOn(surface, 0.3, 0.22),
    );
    await expect(surface.getByRole('button', { name: /^Dropdown: move/ })).toBeVisible();
    await dragWithTouch(
      providerPage,
      palette.getByRole('button', { name: 'Radio group' }),
      await pointOn(surface, 0.72, 0.26),
    );
    await expect(surface.getByRole('button', { name: /^Radio group: move/ })).toBeVisible();
    const clicked: [string, number, number][] = [
      ['Text', 0.3, 0.3],
      ['Number', 0.3, 0.36],
      ['E-mail', 0.3, 0.42],
      ['Phone', 0.3, 0.48],
      ['Name', 0.3, 0.54],
      ['Read-only text', 0.4, 0.62],
      ['File upload', 0.3, 0.7],
      ['Checkbox', 0.15, 0.76],
      ['Initials', 0.3, 0.8],
      ['Date (signing date)', 0.3, 0.86],
    ];
    for (const [type, x, y] of clicked) {
      await palette.getByRole('button', { name: type, exact: true }).click();
      const at = await pointOn(surface, x, y);
      await providerPage.mouse.click(at.x, at.y);
    }
    await expect(surface.getByRole('button', { name: /: move with the arrow keys/ })).toHaveCount(
      13,
    );

    // The parts some types need: options, a range, the printed text, a locked prefill.
    await editor.getByLabel('Option 1 of Dropdown').fill('Single');
    await editor.getByLabel('Option 2 of Dropdown').fill('Married');
    await editor.getByLabel('Minimum of Number').fill('0');
    await editor.getByLabel('Maximum of Number').fill('130');
    await editor
      .getByLabel('Text of Read-only text')
      .fill('Bring your insurance card to the first visit.');
    await editor.getByLabel('Prefill of Name').selectOption('name');
    const nameSettings = editor
      .getByRole('listitem')
      .filter({ has: providerPage.getByLabel('Prefill of Name') });
    await nameSettings.getByText('Locked', { exact: true }).click();
    await expect(nameSettings.getByRole('checkbox', { name: 'Locked' })).toBeChecked();
    await expectNoAxeViolations(providerPage);
    await editor.getByRole('button', { name: 'Save fields' }).click();

    const shareDialog = providerPage.getByRole('dialog', { name: 'Add Document' });
    await shareDialog.getByText('Record Name').click();
    await shareDialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(providerPage.getByText('Sent to 1 client.')).toBeVisible();

    // The provider watches the conversation: the card is there, sent.
    await providerPage.goto(`/chat?channel=${channelId}`);
    const providerCard = providerPage.getByRole('group', { name: `Document: ${title}, Sent` });
    await expect(providerCard).toBeVisible({ timeout: 30_000 });
    await expect(providerCard.getByRole('link', { name: `Open ${title}` })).toBeVisible();

    // The client finds the card in the same conversation and opens the document from it.
    const clientPage = await newPage(browser, baseURL);
    await openSignedIn(clientPage, clientLogin, `/chat?channel=${channelId}`);
    await clientPage.getByRole('link', { name: `Complete and sign ${title}` }).click();
    const complete = clientPage.getByRole('dialog', { name: title });
    await complete.getByRole('button', { name: 'I agree to sign electronically' }).click();
    await expect(
      providerPage.getByRole('group', { name: `Document: ${title}, Viewed` }),
    ).toBeVisible({ timeout: 30_000 });

    // Every type, one after the other, chosen on the page.
    const page1 = complete.getByRole('region', { name: /^Page 1 of / });
    const select = async (label: string) => {
      await page1.getByRole('button', { name: new RegExp(`^${label}[,:]`) }).click();
    };
    await expect(page1.getByRole('button', { name: /^Text[,:]/ })).toBeVisible({ timeout: 30_000 });
    await select('Text');
    await complete.getByRole('textbox', { name: 'Text', exact: true }).fill('No allergies');
    await select('Dropdown');
    await complete.getByRole('combobox', { name: 'Dropdown' }).selectOption('Married');
    await select('Radio group');
    await complete
      .getByRole('radiogroup', { name: 'Radio group' })
      .getByRole('radio', { name: 'Option 2' })
      .check();
    await select('Number');
    await complete.getByRole('textbox', { name: 'Number' }).fill('131');
    await complete.getByRole('textbox', { name: 'Number' }).blur();
    await expect(complete.getByText('Must be at most 130.')).toBeVisible();
    await complete.getByRole('textbox', { name: 'Number' }).fill('42.5');
    await select('E-mail');
    await complete.getByRole('textbox', { name: 'E-mail' }).fill('record@example.com');
    await select('Phone');
    await complete.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100');
    await select('Name');
    // Filled in from the provider's record, and locked.
    await expect(complete.getByRole('textbox', { name: 'Name' })).toHaveValue('Record Name');
    await expect(complete.getByRole('textbox', { name: 'Name' })).not.toBeEditable();
    await select('Checkbox');
    await complete.getByText('Checkbox (optional)').click();
    await expect(complete.getByRole('checkbox', { name: 'Checkbox (optional)' })).toBeChecked();
    await select('File upload');
    await complete.getByLabel('Attach a file for File upload').setInputFiles({
      name: 'insurance-card.pdf',
      mimeType: 'application/pdf',
      buffer: await consentPdf(),
    });
    await expect(complete.getByRole('button', { name: 'Remove File upload' })).toBeVisible({
      timeout: 15_000,
    });
    await select('Initials');
    await complete.getByRole('button', { name: 'Add initials' }).click();
    const initialsDialog = clientPage.getByRole('dialog', { name: 'Your initials' });
    await initialsDialog.getByRole('button', { name: 'Type' }).click();
    await initialsDialog.getByRole('textbox', { name: 'Your initials' }).fill('RN');
    await initialsDialog.getByRole('button', { name: 'Use these initials' }).click();
    await select('Signature');
    await complete.getByRole('button', { name: 'Sign', exact: true }).click();
    const signatureDialog = clientPage.getByRole('dialog', { name: 'Your signature' });
    await signatureDialog.getByRole('button', { name: 'Type' }).click();
    await signatureDialog.getByLabel('Your name as signature').fill('Record Name');
    await signatureDialog.getByRole('button', { name: 'Use this signature' }).click();
    await expectNoAxeViolations(clientPage);
    await complete.getByRole('button', { name: 'Finish and sign' }).click();
    await expect(complete.getByRole('heading', { name: 'Review and sign' })).toBeVisible();
    await expect(
      complete.getByText('insurance-card.pdf').filter({ visible: true }).first(),
    ).toBeVisible();
    await complete.getByRole('button', { name: 'Sign', exact: true }).click();
    const signedView = clientPage.getByRole('dialog', { name: title });
    await expect(signedView.getByRole('heading', { name: 'Certificate' })).toBeVisible({
      timeout: 30_000,
    });

    // The provider's open conversation shows the copy signed, without a reload.
    await expect(
      providerPage.getByRole('group', { name: `Document: ${title}, Signed` }),
    ).toBeVisible({ timeout: 30_000 });

    // The sealed PDF holds every value, the printed text, the file's name and its SHA-256.
    const download = clientPage.waitForEvent('download');
    await signedView.getByRole('button', { name: 'Download signed PDF' }).click();
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sealed-'));
    const file = path.join(folder, 'sealed.pdf');
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    await fs.rm(folder, { recursive: true, force: true });
    for (const value of [
      'No allergies',
      'Married',
      'Option 2',
      '42.5',
      'record@example.com',
      '+1 555 0100',
      'Record Name',
      'Bring your insurance card to the first visit.',
      'insurance-card.pdf',
      'Attached files',
    ]) {
      expect(text).toContain(value);
    }
  });
});
