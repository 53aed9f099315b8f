import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';

import { afterAll, describe, expect, it } from 'vitest';

import { createDiskFileStore } from '../src/files/file-store.ts';

describe('the disk file store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const store = createDiskFileStore(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, gets as a stream and deletes by key', async () => {
    const bytes = Buffer.from('hello, file');
    await store.put('profile/abc_DEF-123.png', bytes);
    const file = await store.get('profile/abc_DEF-123.png');
    expect(file?.size).toBe(bytes.length);
    if (!file) throw new Error('the file is missing');
    expect(await buffer(file.stream)).toEqual(bytes);
    await store.delete('profile/abc_DEF-123.png');
    expect(await store.get('profile/abc_DEF-123.png')).toBeNull();
    // Deleting what is gone is fine.
    await store.delete('profile/abc_DEF-123.png');
  });

  it('keeps files private to the server: folders 0700, files 0600, no temporary leftovers', async () => {
    await store.put('documents/one/original.pdf', Buffer.from('%PDF-1.7'));
    expect(fs.statSync(path.join(root, 'documents')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(root, 'documents', 'one')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(root, 'documents', 'one', 'original.pdf')).mode & 0o777).toBe(
      0o600,
    );
    expect(fs.readdirSync(path.join(root, 'documents', 'one'))).toEqual(['original.pdf']);
  });

  it('replaces a file whole', async () => {
    await store.put('profile/same.png', Buffer.from('first'));
    await store.put('profile/same.png', Buffer.from('second'));
    const file = await store.get('profile/same.png');
    if (!file) throw new Error('the file is missing');
    expect(await buffer(file.stream)).toEqual(Buffer.from('second'));
  });

  it('refuses keys that could leave its folder or are not its own', async () => {
    for (const key of [
      '../secret',
      'profile/../../jwt-secret',
      '/etc/passwd',
      'profile',
      'profile/',
      'Profile/x.png',
      'profile/.hidden',
      'profile\\x.png',
      'profile/a b.png',
    ]) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/not a file key/);
      await expect(store.get(key), key).rejects.toThrow(/not a file key/);
    }
  });

  it('answers null for a missing file', async () => {
    expect(await store.get('profile/none.png')).toBeNull();
    expect(await store.stat('profile/none.png')).toBeNull();
  });

  it('lists a folder at any depth, with sizes and times, for the orphan sweep', async () => {
    await store.put('listed/a/one.pdf', Buffer.from('12345'));
    await store.put('listed/two.png', Buffer.from('12'));
    // A write that never finished leaves its temporary file: the sweep must see it.
    fs.writeFileSync(path.join(root, 'listed', 'two.png.abcdef012345.tmp'), 'x');
    const listed = await store.list('listed');
    expect(listed.map((file) => [file.key, file.size]).sort()).toEqual([
      ['listed/a/one.pdf', 5],
      ['listed/two.png', 2],
      ['listed/two.png.abcdef012345.tmp', 1],
    ]);
    expect(listed.every((file) => file.modifiedAt instanceof Date)).toBe(true);
    expect(await store.stat('listed/two.png')).toMatchObject({ key: 'listed/two.png', size: 2 });
    expect(await store.list('nothing-here')).toEqual([]);
    await expect(store.list('../etc')).rejects.toThrow(/not a file key/);
  });
});
