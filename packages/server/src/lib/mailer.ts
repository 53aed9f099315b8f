import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Logged when the mail goes to the local outbox, so a local user can follow the link. */
  localNotice?: string;
  /** Files sent with the mail (a sealed PDF, when the practice asks for it). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
  /** Where local mail lands, or null when SMTP is used. */
  outboxDir: string | null;
}

/** Every e-mail ends with the practice's name, so that people know who writes to them. */
export function signedText(text: string, practiceName: string | undefined): string {
  return practiceName ? `${text}\n\n${practiceName}` : text;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is an .eml file in DATA_DIR/outbox. With
 * `practiceName`, each mail is signed with it (the sender's name comes from `from`).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  practiceName?: string;
}): Mailer {
  const send = createTransportMailer(options);
  return {
    outboxDir: send.outboxDir,
    send: (mail) => send.send({ ...mail, text: signedText(mail.text, options.practiceName) }),
  };
}

function createTransportMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: null,
      send: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments,
        });
      },
    };
  }
  const outboxDir = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    outboxDir,
    send: async (mail) => {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
      });
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      // Written under a temporary name and renamed, so a reader never sees half a file; the .eml
      // wraps long lines (quoted-printable), the .json beside it has the plain text for scripts
      // and end-to-end tests that follow the link, and what was attached (name, type, size).
      const attachments = (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      }));
      const { to, subject, text } = mail;
      const json = `${JSON.stringify({ to, subject, text, attachments }, null, 2)}\n`;
      for (const [target, content] of [
        [file, info.message as Buffer],
        [file.replace(/\.eml$/, '.json'), json],
      ] as const) {
        await fs.writeFile(`${target}.tmp`, content, { mode: 0o600 });
        await fs.rename(`${target}.tmp`, target);
      }
      // The one log line allowed to carry a secret link: there is no SMTP, so this is the delivery.
      options.log.info({ file }, `local outbox: ${mail.localNotice ?? mail.subject}`);
    },
  };
}
