import fs from 'node:fs';
import path from 'node:path';

/** Waits for a local-outbox e-mail to `to` (mail is sent after the answer) and returns its text. */
export async function waitForMail(dataDir: string, to: string, timeoutMs = 5000): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        to: string;
        text: string;
      };
      // The .eml beside it is the real message, as a mail client would show it.
      const eml = fs.readFileSync(path.join(dir, file.replace(/\.json$/, '.eml')), 'utf8');
      if (mail.to === to && eml.includes(`To: ${to}`)) return mail.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** How many e-mails the local outbox holds. */
export function outboxCount(dataDir: string): number {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).length : 0;
}

/** The reset token of the link in a mail's text. */
export function resetTokenFrom(text: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}
