import { eq } from 'drizzle-orm';

import { SIGNED_PDF_ATTACHMENT_MAX_BYTES, signedFileName } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import type { MailAttachment } from '../lib/mailer.ts';
import { readPracticeSettings } from '../practice/settings.ts';
import { links } from './notices.ts';

export interface SealedCopy {
  documentId: string;
  copyId: string;
  title: string;
  client: { fullName: string; email: string };
  providerId: string;
  sealed: Buffer;
}

const MAX_MEGABYTES = SIGNED_PDF_ATTACHMENT_MAX_BYTES / (1024 * 1024);

/**
 * What the e-mails carry of the sealed PDF: nothing by default (a link into the app, where the
 * reader signs in); the file itself when the practice turned that on and it is at most 10 MB.
 */
async function attachmentOf(
  ctx: AppContext,
  copy: SealedCopy,
): Promise<{ attachments: MailAttachment[]; line: string }> {
  const { attachSignedPdf } = await readPracticeSettings(ctx.db, ctx.config);
  if (!attachSignedPdf) return { attachments: [], line: '' };
  if (copy.sealed.length > SIGNED_PDF_ATTACHMENT_MAX_BYTES) {
    return {
      attachments: [],
      line: `The signed PDF is larger than ${MAX_MEGABYTES} MB, too large to attach: download it from the portal.`,
    };
  }
  const filename = signedFileName(copy.title);
  return {
    attachments: [{ filename, content: copy.sealed, contentType: 'application/pdf' }],
    line: 'The signed PDF is attached.',
  };
}

/**
 * Tells the client and the provider by e-mail that a copy is signed and sealed, with where to
 * download it. The e-mails name no document (a title can say what care someone receives); a mail
 * that fails is logged and never undoes the signing.
 */
export async function mailSealedCopy(ctx: AppContext, copy: SealedCopy): Promise<void> {
  try {
    const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
    const { attachments, line } = await attachmentOf(ctx, copy);
    const extra = line ? [line, ''] : [];
    const [provider] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, copy.providerId));
    const mails = [
      {
        to: copy.client.email,
        subject: 'Your signed document is ready',
        text: [
          'You signed a document. It is sealed, and a copy is kept in your portal.',
          '',
          ...extra,
          `Open it: ${base}${links.client(copy.copyId)}`,
        ].join('\n'),
      },
      ...(provider
        ? [
            {
              to: provider.email,
              subject: `${copy.client.fullName} signed a document`,
              text: [
                `${copy.client.fullName} signed a document you sent. It is sealed.`,
                '',
                ...extra,
                `Open it: ${base}${links.provider(copy.documentId)}`,
              ].join('\n'),
            },
          ]
        : []),
    ];
    for (const mail of mails) await ctx.mailer.send({ ...mail, attachments });
  } catch (error) {
    ctx.log.error({ err: error }, 'the e-mails of a sealed copy could not be sent');
  }
}
