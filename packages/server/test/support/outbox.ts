import fs from 'node:fs';
import path from 'node:path';

/** The subject of password reset e-mails (other e-mails, such as approvals, go to the same people). */
export const RESET_SUBJECT = 'Reset your password';

/** A local-outbox e-mail: its .json (what scripts read) and the .eml beside it (the message). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
  eml: string;
}

/**
 * Waits for a local-outbox e-mail to `to` (mail is sent after the answer), with this subject when
 * one is given, and returns it, the newest first.
 */
export async function waitForMailRecord(
  dataDir: string,
  to: string,
  timeoutMs = 5000,
  subject?: string,
): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Omit<
        OutboxMail,
        'eml'
      >;
      if (subject !== undefined && mail.subject !== subject) continue;
      // The .eml beside it is the real message, as a mail client would show it.
      const eml = fs.readFileSync(path.join(dir, file.replace(/\.json$/, '.eml')), 'utf8');
      if (mail.to === to && eml.includes(`To: ${to}`)) return { ...mail, eml };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** Waits for a local-outbox e-mail to `to` (as waitForMailRecord) and returns its text. */
export async function waitForMail(
  dataDir: string,
  to: string,
  timeoutMs = 5000,
  subject?: string,
): Promise<string> {
  return (await waitForMailRecord(dataDir, to, timeoutMs, subject)).text;
}

/** How many e-mails the local outbox holds (with this subject, when one is given). */
export function outboxCount(dataDir: string, subject?: string): number {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .filter(
      (file) =>
        subject === undefined ||
        (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { subject: string })
          .subject === subject,
    ).length;
}

/** The reset token of the link in a mail's text. */
export function resetTokenFrom(text: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}
