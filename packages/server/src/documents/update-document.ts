import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { TDocumentField, TDocumentResponse, TUpdateDocumentRequest } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, forbidden, notFound } from '../lib/http-error.ts';
import { readStored } from '../files/stored-files.ts';
import { NO_DOCUMENT, documentOf } from './access.ts';
import { toDetail } from './presenters.ts';
import { copiesOf, findDocument } from './queries.ts';
import { presentTemplate } from './template-view.ts';

/**
 * Each read-only text must be printable in its box (the seal's fitting, in a PDF worker): one that
 * fits at no readable size is refused now, rather than printed too small to read.
 */
async function checkReadonlyTexts(
  ctx: AppContext,
  fileKey: string,
  fields: readonly TDocumentField[],
): Promise<void> {
  if (!fields.some((field) => field.type === 'readonly')) return;
  const original = await readStored(ctx.files, fileKey);
  const overflows = await ctx.documents.pdf.readonlyOverflows(original, fields);
  if (overflows.length === 0) return;
  throw new HttpError(400, 'Some read-only texts are too long for their boxes.', {
    details: overflows.map((index) => ({
      path: `fields.${index}.text`,
      message: 'does not fit its box at a readable size: make the box larger or the text shorter',
    })),
  });
}

/**
 * Renames a document or places its fields (its owner only). The fields replace the whole list;
 * copies already sent keep the fields they were sent with. Each field must lie on a page the PDF
 * has (ZDocumentFieldInput checked the rest of each field), and a read-only text fit its box.
 */
export async function updateDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: TUpdateDocumentRequest,
): Promise<TDocumentResponse> {
  const view = await documentOf(ctx, caller, documentId);
  // 403, not 404: a provider sees the practice's templates (it may read and send them), so it
  // knows this one exists; it only may not change it.
  if (view.relation === 'template-reader') {
    throw forbidden('Only the practice’s account can change a practice template.');
  }
  if (view.relation !== 'owner') {
    throw forbidden('Only the one who added this document can change it.');
  }
  let fields: TDocumentField[] | undefined;
  if (body.fields) {
    if (view.row.kind === 'file') throw badRequest('A shared file has no fields to place.');
    const pageCount = view.row.pageCount ?? 0;
    const details = body.fields.flatMap((field, index) =>
      field.page > pageCount
        ? [
            {
              path: `fields.${index}.page`,
              message: `must be at most ${pageCount} (the PDF’s pages)`,
            },
          ]
        : [],
    );
    if (details.length) {
      throw new HttpError(400, `Every field must lie on one of the ${pageCount} pages.`, {
        details,
      });
    }
    fields = body.fields.map((field) => ({ ...field, id: field.id ?? randomUUID() }));
    await checkReadonlyTexts(ctx, view.row.fileKey, fields);
  }
  await ctx.db
    .update(documents)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(fields ? { fields } : {}),
      updatedAt: new Date(),
    })
    .where(eq(documents.id, documentId));
  const updated = await findDocument(ctx.db, documentId);
  if (!updated) throw notFound(NO_DOCUMENT);
  return {
    message: fields ? 'Fields saved.' : 'Document renamed.',
    data: presentTemplate(
      toDetail(updated, await copiesOf(ctx.db, [documentId]), caller),
      updated.row,
    ),
  };
}
