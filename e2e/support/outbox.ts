import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { readE2eState } from './state.ts';

/**
 * The newest e-mail in the local outbox that was sent to `to` (and, when given, whose subject
 * contains `subject`), as raw .eml text.
 */
export function latestMailTo(to: string, subject?: string): string | null {
  const outbox = path.join(readE2eState().dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const mails = files
    .map((name) => path.join(outbox, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => readFileSync(file, 'utf8'))
    .filter(
      (text) =>
        text.toLowerCase().includes(`to: ${to.toLowerCase()}`) ||
        text.toLowerCase().includes(to.toLowerCase()),
    )
    .filter((text) => !subject || unfold(text).includes(`Subject: ${subject}`));
  return mails[0] ?? null;
}

/** The mail's text with quoted-printable soft breaks undone. */
function unfold(mail: string): string {
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The reset link inside an e-mail. */
export function resetLinkIn(mail: string): string | null {
  const text = unfold(mail);
  return /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}

/** The 6-digit code of a license sign-up e-mail ('The code is 123456.'). */
export function licenseCodeIn(mail: string): string | null {
  return /The code is (\d{6})/.exec(unfold(mail))?.[1] ?? null;
}
