import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TCopyActionResponse,
  TCopyDetailResponse,
  TCopyUploadResponse,
  TDocumentDetailResponse,
  TDocumentFieldInput,
} from '@portal/contracts';

import { documentCopies, users } from '../src/db/schema.ts';
import { embedFonts } from '../src/documents/pdf/fonts.ts';
import { fillFields } from '../src/documents/pdf/fill.ts';
import { createApproved, type TestAccount } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { tinyPng } from './support/images.ts';
import {
  acceptConsent,
  addDocument,
  download,
  ensurePdfTools,
  makePdf,
  runOnPdf,
  shareWith,
} from './support/documents.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** A field's box, one row per field down page 1 (fractions of the page, top-left origin). */
const row = (n: number, width = 0.5, height = 0.03) => ({
  page: 1,
  x: 0.1,
  y: 0.12 + n * 0.045,
  width,
  height,
});

const OPTIONS = ['Morning', 'Afternoon', 'Evening'];
const READONLY_TEXT = 'The practice keeps these answers for your care only.';

/** One field of every type (the upload's own rules are the upload field's suite). */
const EVERY_TYPE: TDocumentFieldInput[] = [
  { type: 'text', label: 'Reason for visit', required: true, ...row(0) },
  { type: 'date', label: 'Date', required: true, ...row(1, 0.3) },
  { type: 'checkbox', label: 'I agree', required: true, ...row(2, 0.03) },
  { type: 'dropdown', label: 'Visit time', required: true, options: OPTIONS, ...row(3, 0.3) },
  { type: 'radio', label: 'Returning', required: true, options: ['Yes', 'No'], ...row(4, 0.3) },
  { type: 'number', label: 'Weight', required: true, min: 0, max: 500, ...row(5, 0.2) },
  { type: 'email', label: 'Work e-mail', required: true, ...row(6) },
  { type: 'phone', label: 'Mobile', required: true, ...row(7, 0.3) },
  { type: 'name', label: 'Emergency contact', required: true, ...row(8) },
  { type: 'readonly', label: 'Notice', required: false, text: READONLY_TEXT, ...row(9, 0.8, 0.06) },
  { type: 'upload', label: 'Referral letter', required: false, ...row(10) },
  { type: 'initials', label: 'Initials', required: true, ...row(11, 0.1, 0.04) },
  { type: 'signature', label: 'Signature', required: true, ...row(13, 0.4, 0.08) },
];

/** What the client fills in, by label. */
const FILLED: Record<string, string | boolean> = {
  'Reason for visit': 'Annual check-up',
  'I agree': true,
  'Visit time': 'Afternoon',
  Returning: 'No',
  Weight: '72.5',
  'Work e-mail': 'jane.work@example.com',
  Mobile: '+44 20 7946 0958',
  'Emergency contact': 'Zoë Ångström',
};

type Field = { id: string; type: string; label: string };
const idOf = (fields: readonly Field[], label: string) =>
  fields.find((field) => field.label === label)?.id ?? `no field ${label}`;

/** Values by label turned into values by field id. */
const valuesOf = (fields: readonly Field[], byLabel: Record<string, string | boolean>) =>
  Object.fromEntries(
    Object.entries(byLabel).map(([label, value]) => [idOf(fields, label), value] as const),
  );

/** The multipart body of a signing: the values, typed signature and initials. */
function signingForm(values: Record<string, string | boolean>): FormData {
  const form = new FormData();
  form.append('values', JSON.stringify(values));
  form.append('signatureText', 'Jane Q. Client');
  form.append('initialsText', 'JQC');
  return form;
}

/** The fields' problems of a 400. */
const detailsOf = (body: unknown) =>
  (body as { details?: { path: string; message: string }[] }).details;

const textOf = (pdf: Buffer) => runOnPdf('pdftotext', ['-layout'], pdf, ['-']).out;

/**
 * Issue 34's field types on a real server: each new type's parts refused with a 400 on the field's
 * path when the fields are saved, each value refused at signing by the contracts' one rule
 * (nothing changes: the copy stays open), every value read back from the sealed PDF with
 * poppler's pdftotext; and prefill from the client's record, with locked fields.
 */
describe.each(databaseKinds)('document field types (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;

  beforeAll(async () => {
    ensurePdfTools();
    t = await startTestServer(kind);
    [provider, client] = await Promise.all([
      createApproved(t, 'provider', 'types-provider'),
      createApproved(t, 'client', 'types-client'),
    ]);
    // The provider's record of the client: a name, phone and age of its own, no address; the
    // client's profile has an address (the fallback).
    const record = await t.api('POST', '/clients', {
      token: provider.token,
      json: {
        fullName: 'Jane Recorded',
        email: client.email,
        licenseNo: `L-TYPES-${kind}`,
        contactNo: '+1 555 0100',
        age: 42,
      },
    });
    expect(record.status).toBe(201);
    await t.server.ctx.db
      .update(users)
      .set({ address: '12 Main St\nSpringfield', contactNo: '+1 555 9999' })
      .where(eq(users.id, client.id));
    await acceptConsent(t, client);
  });
  afterAll(() => t.close());

  const copyOf = (documentId: string, copyId: string, token = client.token) =>
    t.api<TCopyDetailResponse>('GET', `/documents/${documentId}/shares/${copyId}`, { token });
  const sign = (documentId: string, copyId: string, values: Record<string, string | boolean>) =>
    t.api<TCopyActionResponse>('POST', `/documents/${documentId}/shares/${copyId}/sign`, {
      token: client.token,
      body: signingForm(values),
    });

  describe('saving the fields', () => {
    let documentId: string;
    let before: unknown;

    beforeAll(async () => {
      const document = await addDocument(t, provider, { pages: 2, title: 'Field parts' });
      documentId = document.id;
      before = document.fields;
    });

    const base = { label: 'Field', required: false, ...row(0) };
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '51 options',
        { type: 'dropdown', options: Array.from({ length: 51 }, (_, n) => `Option ${n}`) },
        'fields.0.options',
      ],
      [
        'an option of 101 characters',
        { type: 'radio', options: ['Short', 'x'.repeat(101)] },
        'fields.0.options.1',
      ],
      ['an option twice', { type: 'dropdown', options: ['Yes', 'No', 'Yes'] }, 'fields.0.options'],
      ['a dropdown without options', { type: 'dropdown' }, 'fields.0.options'],
      ['options on a text field', { type: 'text', options: ['A'] }, 'fields.0.options'],
      ['a minimum above the maximum', { type: 'number', min: 10, max: 5 }, 'fields.0.max'],
      ['a minimum on a text field', { type: 'text', min: 1 }, 'fields.0.min'],
      ['a read-only field without its text', { type: 'readonly' }, 'fields.0.text'],
      ['a text on a name field', { type: 'name', text: 'Hello' }, 'fields.0.text'],
      [
        'an address prefilled into an e-mail',
        { type: 'email', prefill: 'address' },
        'fields.0.prefill',
      ],
      ['a prefilled checkbox', { type: 'checkbox', prefill: 'name' }, 'fields.0.prefill'],
      ['a lock without a prefill', { type: 'name', locked: true }, 'fields.0.locked'],
      ['page 0', { type: 'name', page: 0 }, 'fields.0.page'],
      ['a page beyond the PDF', { type: 'name', page: 3 }, 'fields.0.page'],
      ['no page', { type: 'name', page: undefined }, 'fields.0.page'],
      [
        'a read-only text too long for its box',
        { type: 'readonly', text: 'A long notice. '.repeat(120), width: 0.2, height: 0.02 },
        'fields.0.text',
      ],
    ];

    it.each(cases)(
      'refuses %s with a 400 on its path, and keeps the fields',
      async (_, part, path) => {
        const answer = await t.api('PATCH', `/documents/${documentId}`, {
          token: provider.token,
          json: { fields: [{ ...base, ...part }] },
        });
        expect(answer.status).toBe(400);
        const details = detailsOf(answer.body);
        expect(details?.map((detail) => detail.path)).toContain(path);
        const now = await t.api<TDocumentDetailResponse>('GET', `/documents/${documentId}`, {
          token: provider.token,
        });
        expect(now.body.data.fields).toEqual(before);
      },
    );

    it('saves every type with its parts', async () => {
      const saved = await t.api<TDocumentDetailResponse>('PATCH', `/documents/${documentId}`, {
        token: provider.token,
        json: { fields: EVERY_TYPE },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.fields.map((field) => field.type)).toEqual(
        EVERY_TYPE.map((field) => field.type),
      );
      expect(saved.body.data.fields.find((field) => field.type === 'readonly')?.text).toBe(
        READONLY_TEXT,
      );
    });
  });

  describe('signing', () => {
    let document: TDocumentDetailResponse['data'];
    let copyId: string;

    beforeAll(async () => {
      document = await addDocument(t, provider, { fields: EVERY_TYPE, title: 'Every type' });
      copyId = (await shareWith(t, provider, document.id, client.id)).id;
    });

    const id = (label: string) => idOf(document.fields, label);
    const cases: [string, string, string | boolean, RegExp][] = [
      ['a value outside the options', 'Visit time', 'Night', /one of the options/],
      ['a radio value outside the options', 'Returning', 'Maybe', /one of the options/],
      ['a number with a comma', 'Weight', '12,5', /must be a number/],
      ['a number that is not one', 'Weight', 'abc', /must be a number/],
      ['a number under the minimum', 'Weight', '-1', /at least 0/],
      ['a number over the maximum', 'Weight', '500.5', /at most 500/],
      ['a bad e-mail', 'Work e-mail', 'jane@', /e-mail address/],
      ['a bad phone', 'Mobile', 'call me maybe', /telephone number/],
      ['a phone without digits', 'Mobile', '+ ( )', /telephone number/],
      ['a value for a read-only field', 'Notice', 'Changed', /takes no value/],
      ['a value for a date field', 'Date', '2020-01-01', /takes no value/],
      ['a value for a signature', 'Signature', 'Jane', /takes no value/],
      ['a checkbox given a text', 'I agree', 'yes', /true or false/],
      ['a dropdown given true', 'Visit time', true, /must be a text/],
    ];

    it.each(cases)(
      'refuses %s at values.<id>, and the copy stays open',
      async (_, label, value, message) => {
        const values = { ...valuesOf(document.fields, FILLED), [id(label)]: value };
        const answer = await sign(document.id, copyId, values);
        expect(answer.status).toBe(400);
        const details = detailsOf(answer.body);
        expect(details).toHaveLength(1);
        expect(details?.[0]?.path).toBe(`values.${id(label)}`);
        expect(details?.[0]?.message).toMatch(message);
        const copy = await copyOf(document.id, copyId);
        expect(copy.body.data).toMatchObject({
          status: 'sent',
          closedAt: null,
          sealedSha256: null,
        });
      },
    );

    it('requires a value of each required type, never of a date or read-only one', async () => {
      const answer = await sign(document.id, copyId, { [id('Weight')]: '  ' });
      expect(answer.status).toBe(400);
      const paths = (detailsOf(answer.body) ?? []).map((detail) => detail.path);
      const required = Object.keys(FILLED).map((label) => `values.${id(label)}`);
      expect(paths.sort()).toEqual(required.sort());
      const [row] = await t.server.ctx.db
        .select({ status: documentCopies.status, sealedKey: documentCopies.sealedKey })
        .from(documentCopies)
        .where(eq(documentCopies.id, copyId));
      expect(row).toEqual({ status: 'sent', sealedKey: null });
    });

    it('signs with every type filled; the sealed PDF shows each value and the read-only text', async () => {
      const form = new FormData();
      form.append('fieldId', id('Referral letter'));
      form.append(
        'upload',
        new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
        'ref.png',
      );
      const attached = await t.api<TCopyUploadResponse>(
        'POST',
        `/documents/${document.id}/shares/${copyId}/uploads`,
        { token: client.token, body: form },
      );
      expect(attached.status, attached.text).toBe(201);
      const answer = await sign(document.id, copyId, {
        ...valuesOf(document.fields, FILLED),
        [id('Referral letter')]: attached.body.data.id,
      });
      expect(answer.status, answer.text).toBe(200);
      const sealed = await download(t, answer.body.data.signedUrl ?? '', client.token);
      const text = textOf(sealed);
      for (const value of Object.values(FILLED)) {
        if (typeof value === 'string') expect(text).toContain(value);
      }
      expect(text).toContain('✓');
      expect(text).toContain(READONLY_TEXT);
      expect(text).toContain('ref.png');
      expect(text).toContain(new Date().toISOString().slice(0, 10));
      // The options not chosen are not printed: a choice shows what was chosen.
      expect(text).not.toContain('Morning');
    });
  });

  describe('prefill and lock', () => {
    const PREFILLED: TDocumentFieldInput[] = [
      { type: 'name', label: 'Your name', required: true, prefill: 'name', ...row(0) },
      { type: 'email', label: 'Your e-mail', required: true, prefill: 'email', ...row(1) },
      { type: 'phone', label: 'Your phone', required: true, prefill: 'phone', ...row(2, 0.3) },
      { type: 'text', label: 'Your address', required: true, prefill: 'address', ...row(3) },
      { type: 'number', label: 'Your age', required: true, prefill: 'age', ...row(4, 0.2) },
      {
        type: 'name',
        label: 'Locked name',
        required: true,
        prefill: 'name',
        locked: true,
        ...row(5),
      },
      { type: 'signature', label: 'Signature', required: true, ...row(8, 0.4, 0.08) },
    ];
    let document: TDocumentDetailResponse['data'];
    let copyId: string;
    const id = (label: string) => idOf(document.fields, label);

    beforeAll(async () => {
      document = await addDocument(t, provider, { fields: PREFILLED, title: 'Prefilled' });
      copyId = (await shareWith(t, provider, document.id, client.id)).id;
    });

    it('gives the copy the record’s values, else the profile’s, to the client and the provider', async () => {
      const expected = {
        [id('Your name')]: 'Jane Recorded',
        [id('Your e-mail')]: client.email,
        // The record's phone, not the profile's.
        [id('Your phone')]: '+1 555 0100',
        // The record has none: the profile's, on one line.
        [id('Your address')]: '12 Main St, Springfield',
        [id('Your age')]: '42',
        [id('Locked name')]: 'Jane Recorded',
      };
      expect((await copyOf(document.id, copyId)).body.data.prefill).toEqual(expected);
      expect((await copyOf(document.id, copyId, provider.token)).body.data.prefill).toEqual(
        expected,
      );
    });

    it('refuses another value for a locked field, and the copy stays open', async () => {
      const answer = await sign(document.id, copyId, { [id('Locked name')]: 'Someone Else' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        details: [
          {
            path: `values.${id('Locked name')}`,
            message: '“Locked name” is filled in from your record and cannot be changed.',
          },
        ],
      });
      expect((await copyOf(document.id, copyId)).body.data.status).toBe('sent');
    });

    it('checks a changed prefilled value by its type', async () => {
      const answer = await sign(document.id, copyId, { [id('Your e-mail')]: 'not an e-mail' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ details: [{ path: `values.${id('Your e-mail')}` }] });
    });

    it('seals the client’s own value where it changed one, the record’s where it left them', async () => {
      const answer = await sign(document.id, copyId, {
        [id('Your phone')]: '+44 7700 900123',
        [id('Locked name')]: 'Jane Recorded',
      });
      expect(answer.status, answer.text).toBe(200);
      const text = textOf(await download(t, answer.body.data.signedUrl ?? '', client.token));
      expect(text).toContain('+44 7700 900123');
      expect(text).not.toContain('+1 555 0100');
      for (const value of ['Jane Recorded', client.email, '12 Main St, Springfield', '42']) {
        expect(text).toContain(value);
      }
      // Once signed, the copy shows what was sealed, not the record (which says +1 555 0100).
      const sealed = (await copyOf(document.id, copyId)).body.data.prefill;
      expect(sealed[id('Your phone')]).toBe('+44 7700 900123');
      expect(sealed[id('Locked name')]).toBe('Jane Recorded');
    });
  });
});

/** The upload field in the PDF worker's own code: its file name, cut in the middle when long. */
describe('an upload field in the sealed PDF', () => {
  it('prints the attached file’s name, cut in its middle when too long for the box', async () => {
    const document = await PDFDocument.load(await makePdf(1));
    const fields = [
      { id: 'a', type: 'upload', label: 'Referral', required: false, ...row(0) },
      { id: 'b', type: 'upload', label: 'Scan', required: false, ...row(1, 0.15) },
      { id: 'c', type: 'upload', label: 'None', required: false, ...row(2) },
    ] as const;
    const longName = `scan-of-the-referral-letter-${'x'.repeat(120)}-page-1.pdf`;
    await fillFields(
      document,
      {
        fields,
        values: {},
        signature: null,
        initials: null,
        date: '2026-01-01',
        uploadNames: { a: 'referral letter.pdf', b: longName },
      },
      await embedFonts(document),
    );
    const text = textOf(Buffer.from(await document.save()));
    expect(text).toContain('referral letter.pdf');
    expect(text).toMatch(/scan-of-.*….*page-1\.pdf/);
  });
});
