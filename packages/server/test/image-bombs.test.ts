import { randomUUID } from 'node:crypto';

import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  PROFILE_IMAGE_BOUNDS,
  SAVED_SIGNATURE_IMAGE_PREFIX,
  SHARED_IMAGE_BOUNDS,
  type TCopyDetailResponse,
  type TLoginUserDetails,
} from '@portal/contracts';

import { createApproved, type TestAccount } from './support/accounts.ts';
import { clientOf, openDirect } from './support/chat.ts';
import { pgliteOnly } from './support/databases.ts';
import {
  acceptConsent,
  addDocument,
  shareWith,
  signForm,
  uploadForm,
} from './support/documents.ts';
import { declaredPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Images that declare a huge picture in a few kilobytes ("image bombs"): each is measured from its
 * header and refused with a 400 before anything decodes it, and the server keeps answering.
 */
describe.each(pgliteOnly)('image bombs (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;
  const embedPng = vi.spyOn(PDFDocument.prototype, 'embedPng');

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await createApproved(t, 'provider');
    client = await clientOf(t, provider, 'bomb-client');
    await acceptConsent(t, client);
  });
  afterAll(() => t.close());
  afterEach(() => embedPng.mockClear());

  const png = (bytes: Buffer, name = 'image.png') =>
    [new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name] as const;
  const tooLarge = (what: string, side: number, bounds: { maxSide: number; maxPixels: number }) =>
    `The ${what} is too large (${side} x ${side} pixels): at most ${bounds.maxSide} pixels a ` +
    `side and ${bounds.maxPixels / 1_000_000} megapixels.`;

  async function openCopy() {
    const document = await addDocument(t, provider, { title: `Bomb ${randomUUID()}` });
    const copy = await shareWith(t, provider, document.id, client.id);
    return { document, copy };
  }
  const statusOf = async (documentId: string, copyId: string) =>
    (
      await t.api<TCopyDetailResponse>('GET', `/documents/${documentId}/shares/${copyId}`, {
        token: client.token,
      })
    ).body.data.status;

  it('refuses a 6 KB signature of 30000 x 30000 pixels undecoded, while another request answers', async () => {
    const bomb = declaredPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(8 * 1024);
    const { document, copy } = await openCopy();
    const form = signForm(document.fields);
    form.delete('signatureText');
    form.append('signature', ...png(bomb));
    const [signed, other] = await Promise.all([
      t.api('POST', `/documents/${document.id}/shares/${copy.id}/sign`, {
        token: client.token,
        body: form,
      }),
      t.api('POST', '/auth/get-me', { token: provider.token }),
    ]);
    expect(signed.status).toBe(400);
    expect(signed.body).toMatchObject({
      message: tooLarge('signature', 30_000, { maxSide: 4096, maxPixels: 4_000_000 }),
    });
    expect(other.status).toBe(200);
    expect(embedPng).not.toHaveBeenCalled();
    expect(await statusOf(document.id, copy.id)).not.toBe('signed');
  });

  it('refuses drawn initials of 5000 x 5000 pixels, and signs with a large one within bounds', async () => {
    const { document, copy } = await openCopy();
    const bombed = signForm(document.fields);
    bombed.append('initials', ...png(declaredPng(5000, 5000)));
    const refused = await t.api('POST', `/documents/${document.id}/shares/${copy.id}/sign`, {
      token: client.token,
      body: bombed,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/^The initials is too large/),
    });
    expect(embedPng).not.toHaveBeenCalled();

    // A high-density pad's drawing, every row present: accepted and sealed.
    const wide = signForm(document.fields);
    wide.delete('signatureText');
    wide.append('signature', ...png(declaredPng(3000, 1000, 1000)));
    const signed = await t.api('POST', `/documents/${document.id}/shares/${copy.id}/sign`, {
      token: client.token,
      body: wide,
    });
    expect(signed.status).toBe(200);
    expect(embedPng).toHaveBeenCalled();
  });

  it('checks a saved signature when it is saved, and stores nothing beyond the bounds', async () => {
    const me = async () =>
      (await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: client.token })).body;
    const before = (await me()).eSignature;
    const form = new FormData();
    form.append(
      'eSignature',
      SAVED_SIGNATURE_IMAGE_PREFIX + declaredPng(30_000, 30_000).toString('base64'),
    );
    const saved = await t.api('PATCH', '/auth/update-me', { token: client.token, body: form });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({
      message: expect.stringMatching(/^The saved signature is too large \(30000 x 30000 pixels\)/),
    });
    expect((await me()).eSignature).toBe(before);

    const garbage = new FormData();
    garbage.append('eSignature', `${SAVED_SIGNATURE_IMAGE_PREFIX}bm90IGFuIGltYWdl`);
    const unreadable = await t.api('PATCH', '/auth/update-me', {
      token: client.token,
      body: garbage,
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toMatchObject({ message: 'The saved signature image cannot be read.' });
  });

  it('bounds profile pictures, chat images and shared images, each with its own limit', async () => {
    const picture = new FormData();
    picture.append('profileImage', ...png(declaredPng(9000, 9000)));
    const profile = await t.api('PATCH', '/auth/update-me', {
      token: provider.token,
      body: picture,
    });
    expect(profile.status).toBe(400);
    expect(profile.body).toMatchObject({
      message: tooLarge('picture', 9000, PROFILE_IMAGE_BOUNDS),
    });

    const channelId = await openDirect(t, provider, client);
    const message = new FormData();
    message.append('clientId', randomUUID());
    message.append('attachment', ...png(declaredPng(13_000, 13_000)));
    const attachment = await t.api('POST', `/chat/channels/${channelId}/attachments`, {
      token: client.token,
      body: message,
    });
    expect(attachment.status).toBe(400);
    expect(attachment.body).toMatchObject({
      message: tooLarge('attachment', 13_000, SHARED_IMAGE_BOUNDS),
    });

    const shared = await t.api('POST', '/documents', {
      token: client.token,
      body: uploadForm(declaredPng(20_000, 20_000), { title: 'Card' }, 'card.png', 'image/png'),
    });
    expect(shared.status).toBe(400);
    expect(shared.body).toMatchObject({ message: tooLarge('file', 20_000, SHARED_IMAGE_BOUNDS) });
  });
});
