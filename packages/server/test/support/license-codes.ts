import fs from 'node:fs';
import path from 'node:path';

import type { TestServer } from './server.ts';

export const CODE_SUBJECT = 'Your sign-up code';

/** The license sign-up codes mailed to this address so far (local outbox), oldest first. */
export function mailedCodes(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    )
    .filter((mail) => mail.to === email && mail.subject === CODE_SUBJECT)
    .map((mail) => /The code is (\d{6})\./.exec(mail.text)?.[1] ?? '');
}

/**
 * Asks for a license sign-up code (POST /auth/license-code) and waits for it to arrive at the
 * record's e-mail: the mail is sent after the answer.
 */
export async function requestLicenseCode(
  t: TestServer,
  licenseNo: string,
  email: string,
): Promise<string> {
  const before = mailedCodes(t.dataDir, email).length;
  const answer = await t.api('POST', '/auth/license-code', { json: { licenseNo } });
  if (answer.status !== 200) throw new Error(`license-code: ${answer.status} ${answer.text}`);
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const codes = mailedCodes(t.dataDir, email);
    if (codes.length > before && codes.at(-1)) return codes.at(-1) ?? '';
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no license code mailed to ${email} within 5 s`);
}
