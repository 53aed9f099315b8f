import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedText } from '../src/lib/mailer.ts';
import { RESET_SUBJECT, waitForMail } from './support/outbox.ts';
import { SUPERADMIN, startTestServer, type TestServer } from './support/server.ts';

/** The practice's own name (PRACTICE_NAME) is what people see; the product has none to show. */
describe('the practice’s name in e-mails', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', {
      practiceName: 'Harbour Clinic',
      mailFrom: '"Harbour Clinic" <no-reply@localhost>',
    });
  });
  afterAll(() => t.close());

  it('signs every e-mail with it and sends it under its name', async () => {
    const answer = await t.api('POST', '/auth/forgot-password', {
      json: { email: SUPERADMIN.email },
    });
    expect(answer.status).toBe(200);
    const text = await waitForMail(t.config.dataDir, SUPERADMIN.email, 5000, RESET_SUBJECT);
    expect(text.endsWith('\n\nHarbour Clinic')).toBe(true);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const eml = fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
    expect(eml.some((mail) => mail.includes('From: Harbour Clinic <no-reply@localhost>'))).toBe(
      true,
    );
    expect(eml.join('\n')).not.toMatch(/practice portal/i);
  });

  it('leaves a text unsigned without a name', () => {
    expect(signedText('Hello', undefined)).toBe('Hello');
    expect(signedText('Hello', 'A')).toBe('Hello\n\nA');
  });
});
