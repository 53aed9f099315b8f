import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { readE2eState } from './state.ts';

/** The newest e-mail in the local outbox that was sent to `to`, as raw .eml text. */
export function latestMailTo(to: string): string | null {
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
    );
  return mails[0] ?? null;
}

/** The reset link inside an e-mail (quoted-printable soft breaks undone). */
export function resetLinkIn(mail: string): string | null {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}
