import fs from 'node:fs/promises';

import type { Browser, Download, Page } from '@playwright/test';

import { api, approvedUser } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { latestMailTo } from '../support/outbox.ts';
import { consentPdf } from '../support/pdf.ts';
import { openSignedIn } from '../support/session.ts';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Draws a signature with the mouse across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature drawing area' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 20, y + (step % 2 ? -18 : 18), { steps: 3 });
  }
  await page.mouse.up();
}

/** The bytes of a file the page saved. */
async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFile(file);
}

/** Chooses a PDF on the verify page and asks for the check. */
async function verifyFile(page: Page, name: string, buffer: Buffer) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe('documents', () => {
  test('a provider uploads and shares a PDF, the client consents, signs it by drawing and reviews it, both are e-mailed', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, a PDF rendered in each, a seal on the server, axe on every step.
    test.setTimeout(180_000);
    const provider = await approvedUser('provider');
    const client = await approvedUser('client');
    const providerLogin = await api.login(provider.email, provider.password);
    await api.createClientRecord(providerLogin.token, {
      fullName: 'Signing Client',
      email: client.email,
      licenseNo: `DOC-${Date.now()}`,
    });
    const title = `Consent ${Date.now().toString(36)}`;

    // The provider adds the PDF, keeps the signature field, adds a text field and shares it.
    const providerPage = await newPage(browser, baseURL);
    await openSignedIn(providerPage, providerLogin, '/all-documents');
    await expect(
      providerPage.getByRole('heading', { level: 1, name: 'All Documents' }),
    ).toBeVisible();
    await expectNoAxeViolations(providerPage);
    await providerPage.getByRole('button', { name: 'Add Document' }).click();
    const addDialog = providerPage.getByRole('dialog', { name: 'Add Document' });
    await addDialog.getByLabel('Title').fill(title);
    await addDialog.locator('input[type=file]').setInputFiles({
      name: 'consent.pdf',
      mimeType: 'application/pdf',
      buffer: await consentPdf(),
    });
    await expectNoAxeViolations(providerPage);
    await addDialog.getByRole('button', { name: 'Upload' }).click();

    const fieldsDialog = providerPage.getByRole('dialog', { name: 'Place fields' });
    await expect(fieldsDialog.getByRole('button', { name: /^Signature: move/ })).toBeVisible({
      timeout: 30_000,
    });
    // From the keyboard's way: the type chosen in the palette, then placed on a page.
    await fieldsDialog
      .getByRole('toolbar', { name: 'Field types' })
      .getByRole('button', { name: 'Text', exact: true })
      .click();
    await fieldsDialog.getByRole('button', { name: 'Place on page 1' }).click();
    await fieldsDialog.getByLabel('Label of field 2').fill('Full name');
    await expect(fieldsDialog.getByRole('button', { name: /^Full name: move/ })).toBeVisible();
    await expectNoAxeViolations(providerPage);
    await fieldsDialog.getByRole('button', { name: 'Save fields' }).click();

    const shareDialog = providerPage.getByRole('dialog', { name: 'Add Document' });
    await shareDialog.getByText('Signing Client').click();
    await expect(shareDialog.getByRole('checkbox', { name: /Signing Client/ })).toBeChecked();
    await expectNoAxeViolations(providerPage);
    await shareDialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(providerPage.getByText('Sent to 1 client.')).toBeVisible();
    const row = providerPage.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();

    // The client, in another browser, opens the portal, fills the text, draws and signs.
    const clientPage = await newPage(browser, baseURL);
    await openSignedIn(clientPage, await api.login(client.email, client.password), '/documents');
    await expect(clientPage.getByRole('heading', { name: 'Waiting for you (1)' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(clientPage);
    await clientPage.getByRole('button', { name: `Complete and sign ${title}` }).click();
    const complete = clientPage.getByRole('dialog', { name: title });
    // Before a first signature: the practice's disclosure, read and accepted once.
    await expect(
      complete.getByRole('heading', { name: 'Before you sign electronically' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      complete.getByRole('region', { name: 'Disclosure about electronic records and signatures' }),
    ).toContainText('same effect as a signature on paper');
    await expectNoAxeViolations(clientPage);
    await complete.getByRole('button', { name: 'I agree to sign electronically' }).click();
    // pdfjs arrives with the first document shown, then draws the page with its fields.
    await expect(complete.getByRole('button', { name: /^Full name, required/ })).toBeVisible({
      timeout: 30_000,
    });
    await complete.getByRole('textbox', { name: 'Full name' }).fill('Signing Client');
    await complete.getByRole('button', { name: 'Next field' }).click();
    await complete.getByRole('button', { name: 'Sign', exact: true }).click();
    const signatureDialog = clientPage.getByRole('dialog', { name: 'Your signature' });
    await drawSignature(clientPage);
    await expectNoAxeViolations(clientPage);
    await signatureDialog.getByRole('button', { name: 'Use this signature' }).click();
    await expect(complete.getByText('2 of 2 required fields filled')).toBeVisible();
    await expectNoAxeViolations(clientPage);
    await complete.getByRole('button', { name: 'Finish and sign' }).click();
    // The review: what was entered beside the document, then Sign.
    await expect(complete.getByRole('heading', { name: 'Review and sign' })).toBeVisible();
    await expect(complete.getByRole('heading', { name: 'What you entered' })).toBeVisible();
    await expect(
      complete.getByText('Signing Client').filter({ visible: true }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(clientPage);
    await complete.getByRole('button', { name: 'Sign', exact: true }).click();
    // Signed: the signed document view opens on the sealed copy, with its certificate.
    const signedView = clientPage.getByRole('dialog', { name: title });
    await expect(signedView.getByRole('heading', { name: 'Certificate' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(signedView.getByRole('region', { name: /^Page 1 of / })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(clientPage);
    const download = clientPage.waitForEvent('download');
    await signedView.getByRole('button', { name: 'Download signed PDF' }).click();
    const sealed = await readDownload(await download);
    await signedView.getByRole('button', { name: 'Close' }).click();
    await expect(clientPage.getByRole('heading', { name: 'Signed (1)' })).toBeVisible();

    // The provider's list follows the notification: the copy is signed.
    await expect(row.getByText('Signed', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(providerPage);
    // Both parties are e-mailed a link to the sealed copy, naming no document.
    await expect
      .poll(() => latestMailTo(client.email, 'Your signed document is ready'))
      .toContain('/documents?copy');
    await expect
      .poll(() => latestMailTo(provider.email, `${client.fullName} signed a document`))
      .toContain('/all-documents?document');
    for (const mail of [
      latestMailTo(client.email, 'Your signed document is ready'),
      latestMailTo(provider.email, `${client.fullName} signed a document`),
    ]) {
      expect(mail).not.toContain(title);
      expect(mail).not.toContain('application/pdf');
    }

    // Anyone, signed in or not, checks the sealed PDF on the verify page; a changed copy fails.
    const visitor = await newPage(browser, baseURL);
    await visitor.goto('/verify');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Verify a signed document' }),
    ).toBeVisible();
    await expectNoAxeViolations(visitor);
    await verifyFile(visitor, 'sealed.pdf', sealed);
    const verdict = visitor.getByRole('status').filter({ hasText: /verified/i });
    await expect(verdict).toContainText('Verified');
    await expect(visitor.getByText(title)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole('button', { name: 'Check another file' }).click();
    const changed = Buffer.from(sealed);
    const at = Math.floor(changed.length / 3);
    changed[at] = (changed[at] ?? 0) ^ 0x01;
    await verifyFile(visitor, 'changed.pdf', changed);
    await expect(verdict).toContainText('Not verified');
    await expectNoAxeViolations(visitor);
  });
});
