import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TLoginUserDetails, TUpdateMeResponse } from '@portal/contracts';

import { createApproved, type TestAccount } from './support/accounts.ts';
import { pgliteOnly } from './support/databases.ts';
import { tinyPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe.each(pgliteOnly)('update-me and profile pictures (%s)', (kind) => {
  let t: TestServer;
  let account: TestAccount;
  const maxBytes = 8 * 1024;

  beforeAll(async () => {
    t = await startTestServer(kind, { profileImageMaxBytes: maxBytes });
    account = await createApproved(t, 'provider');
  });
  afterAll(() => t.close());

  const form = (
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string; field?: string },
  ) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    if (file) {
      data.append(
        file.field ?? 'profileImage',
        new Blob([new Uint8Array(file.bytes)], { type: file.type }),
        file.name,
      );
    }
    return data;
  };
  const me = async () =>
    (await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: account.token })).body;
  /** The profile pictures in the store (DATA_DIR/uploads on PGlite, the database on PostgreSQL). */
  const profileFiles = async () => t.server.ctx.files.list('profile');

  it('updates profile fields and stores a real picture under a server-chosen name', async () => {
    const answer = await t.api<TUpdateMeResponse>('PATCH', '/auth/update-me', {
      token: account.token,
      body: form(
        { fullName: 'Renamed Provider', age: '51', country: 'de', state: 'Berlin', department: '' },
        { bytes: tinyPng(), name: '../../evil.html', type: 'text/html' },
      ),
    });
    expect(answer.status).toBe(200);
    const user = answer.body.data.user;
    expect(user).toMatchObject({
      fullName: 'Renamed Provider',
      age: 51,
      country: 'DE',
      state: 'Berlin',
    });
    expect(answer.body.data.department).toBeNull();
    expect(user.profileImage).toMatch(/^\/api\/v1\/auth\/profile-picture\/[A-Za-z0-9_-]{22}\.png$/);
    expect(user.profileImage).not.toContain('evil');

    const picture = await t.api('GET', user.profileImage ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await profileFiles()).toHaveLength(1);
  });

  it('replaces the old picture file and removes it on request', async () => {
    const before = (await me()).user.profileImage;
    const replaced = await t.api<TUpdateMeResponse>('PATCH', '/auth/update-me', {
      token: account.token,
      body: form({}, { bytes: tinyPng(), name: 'me.png', type: 'image/png' }),
    });
    expect(replaced.body.data.user.profileImage).not.toBe(before);
    expect(await profileFiles()).toHaveLength(1);
    expect((await t.api('GET', before ?? '')).status).toBe(404);

    const removed = await t.api<TUpdateMeResponse>('PATCH', '/auth/update-me', {
      token: account.token,
      body: form({ removeProfileImage: 'true' }),
    });
    expect(removed.body.data.user.profileImage).toBeNull();
    expect(await profileFiles()).toHaveLength(0);
  });

  it('refuses an oversize picture with 413 and changes nothing', async () => {
    const before = await me();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(maxBytes * 2)]);
    const answer = await t.api('PATCH', '/auth/update-me', {
      token: account.token,
      body: form(
        { fullName: 'Should Not Stick' },
        { bytes: big, name: 'big.png', type: 'image/png' },
      ),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The picture is too large: at most 8 KB.');
    expect(await me()).toEqual(before);
    expect(await profileFiles()).toHaveLength(0);
  });

  it('refuses a fake image (HTML named .png, declared image/png) with 415', async () => {
    const before = await me();
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const answer = await t.api('PATCH', '/auth/update-me', {
      token: account.token,
      body: form(
        { fullName: 'Should Not Stick' },
        { bytes: fake, name: 'x.png', type: 'image/png' },
      ),
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('The picture must be a PNG, JPEG, WebP or GIF image.');
    expect(await me()).toEqual(before);
  });

  it('refuses unknown fields (role, isApprove, status) and unknown file fields with 400', async () => {
    const before = await me();
    for (const field of ['role', 'isApprove', 'status', 'email']) {
      const answer = await t.api('PATCH', '/auth/update-me', {
        token: account.token,
        body: form({ [field]: 'superadmin' }),
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toBe(`Unknown field(s): ${field}`);
    }
    const wrongFile = await t.api('PATCH', '/auth/update-me', {
      token: account.token,
      body: form({}, { bytes: tinyPng(), name: 'a.png', type: 'image/png', field: 'avatar' }),
    });
    expect(wrongFile.status).toBe(400);
    expect(await me()).toEqual(before);
  });

  it('refuses JSON: update-me is multipart only', async () => {
    const answer = await t.api('PATCH', '/auth/update-me', {
      token: account.token,
      json: { fullName: 'Json Name' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Send the profile as multipart/form-data.');
  });

  it('answers 400 for a bad picture name and 404 for an unknown one', async () => {
    expect((await t.api('GET', '/auth/profile-picture/..%2F..%2Fjwt-secret')).status).toBe(400);
    const unknown = await t.api('GET', '/auth/profile-picture/AAAAAAAAAAAAAAAAAAAAAA.png');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No picture has this name.' });
  });
});
