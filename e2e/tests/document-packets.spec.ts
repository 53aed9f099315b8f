import type { Browser, Locator, Page } from '@playwright/test';

import { api, uniqueEmail } from '../support/api.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { consentPdf } from '../support/pdf.ts';
import { openSignedIn } from '../support/session.ts';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Adds a template from the Templates view: the PDF, then its signature field as placed. */
async function addTemplate(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a template' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'consent.pdf',
    mimeType: 'application/pdf',
    buffer: await consentPdf(),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const fields = page.getByRole('dialog', { name: 'Place fields' });
  await expect(fields.getByRole('button', { name: /^Signature: move/ })).toBeVisible({
    timeout: 30_000,
  });
  await fields.getByRole('button', { name: 'Save fields' }).click();
  await expect(fields).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
}

/** Signs the open copy by typing the signature: the complete dialog, its review, the seal. */
async function typeAndSign(page: Page, dialog: Locator, name: string) {
  await expect(dialog.getByRole('button', { name: 'Sign', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  const signature = page.getByRole('dialog', { name: 'Your signature' });
  await signature.getByRole('button', { name: 'Type', exact: true }).click();
  await signature.getByLabel('Your name as signature').fill(name);
  await signature.getByRole('button', { name: 'Use this signature' }).click();
  await dialog.getByRole('button', { name: 'Finish and sign' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review and sign' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Certificate' })).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test.describe('intake packets', () => {
  test('a provider makes a packet of two templates sent on approval; the new client completes one, leaves, comes back and completes the other', async ({
    browser,
    baseURL,
  }) => {
    // Two browsers, two PDFs rendered and sealed, axe on each new screen.
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const provider = await api.providerSignup({
      fullName: 'Dr Packet Provider',
      email: uniqueEmail('packet-provider'),
      password: 'correct-horse-9',
      licenseNo: `PKT-P-${stamp}`,
    });
    await api.approve(provider.data.id);
    const providerLogin = await api.login(provider.data.email, 'correct-horse-9');
    const intake = `Intake ${stamp}`;
    const consent = `Consent ${stamp}`;
    const packetTitle = `Welcome ${stamp}`;

    // Two templates, from the Templates view.
    const providerPage = await newPage(browser, baseURL);
    await openSignedIn(providerPage, providerLogin, '/all-documents');
    await providerPage.getByRole('tab', { name: 'Templates' }).click();
    await expect(providerPage).toHaveURL(/view=templates/);
    await addTemplate(providerPage, intake);
    await addTemplate(providerPage, consent);
    await expectNoAxeViolations(providerPage);

    // The packet: both templates in order, sent to each new client on approval.
    await providerPage.getByRole('tab', { name: 'Packets' }).click();
    await providerPage.getByRole('button', { name: 'New packet' }).click();
    const editor = providerPage.getByRole('dialog', { name: 'New packet' });
    await editor.getByLabel('Packet title').fill(packetTitle);
    for (const title of [intake, consent]) {
      await editor.getByLabel('Add a template').selectOption({ label: title });
      await editor.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await editor.getByText('Send automatically when a client’s account is approved').click();
    await expectNoAxeViolations(providerPage);
    await editor.getByRole('button', { name: 'Save packet' }).click();
    await expect(editor).toBeHidden();
    const packetRow = providerPage.getByRole('row', { name: new RegExp(packetTitle) });
    await expect(packetRow).toContainText(`1. ${intake} · 2. ${consent}`);
    await expect(packetRow.getByText('Sent on approval')).toBeVisible();

    // A new client of the provider's signs up and is approved: the packet goes to it.
    const clientEmail = uniqueEmail('packet-client');
    await api.createClientRecord(providerLogin.token, {
      fullName: 'Packet Client',
      email: clientEmail,
      licenseNo: `PKT-C-${stamp}`,
    });
    const signup = await api.clientSignup({
      fullName: 'Packet Client',
      email: clientEmail,
      password: 'correct-horse-9',
    });
    await api.approve(signup.data.id);

    // The client sees one task, completes the first document and leaves.
    const clientLogin = await api.login(clientEmail, 'correct-horse-9');
    let clientPage = await newPage(browser, baseURL);
    await openSignedIn(clientPage, clientLogin, '/documents');
    const task = clientPage.getByRole('group', { name: packetTitle });
    await expect(task.getByText('2 documents to complete')).toBeVisible({ timeout: 30_000 });
    await expect(task.getByText('0 of 2 done')).toBeVisible();
    await expectNoAxeViolations(clientPage);
    await task.getByRole('button', { name: `Continue ${packetTitle}` }).click();
    const first = clientPage.getByRole('dialog', { name: intake });
    await first.getByRole('button', { name: 'I agree to sign electronically' }).click();
    await typeAndSign(clientPage, first, 'Packet Client');
    await expect(task.getByText('1 document to complete')).toBeVisible();
    await expect(task.getByText('1 of 2 done')).toBeVisible();
    await clientPage.context().close();

    // Back later, in a new browser: the task goes on where it stopped.
    clientPage = await newPage(browser, baseURL);
    await openSignedIn(clientPage, await api.login(clientEmail, 'correct-horse-9'), '/documents');
    const resumed = clientPage.getByRole('group', { name: packetTitle });
    await expect(resumed.getByText('1 of 2 done')).toBeVisible({ timeout: 30_000 });
    await resumed.getByRole('button', { name: `Continue ${packetTitle}` }).click();
    const second = clientPage.getByRole('dialog', { name: consent });
    await typeAndSign(clientPage, second, 'Packet Client');
    // Both done: the task leaves, both documents are signed.
    await expect(resumed).toBeHidden();
    await expect(clientPage.getByRole('heading', { name: 'Signed (2)' })).toBeVisible();
    await expectNoAxeViolations(clientPage);

    // The provider's documents: a form made from each template, signed by the client.
    await providerPage.getByRole('tab', { name: 'Documents' }).click();
    for (const title of [intake, consent]) {
      const row = providerPage.getByRole('row', { name: new RegExp(title) });
      await expect(row.getByText('Signed', { exact: true })).toBeVisible({ timeout: 15_000 });
    }
  });
});
