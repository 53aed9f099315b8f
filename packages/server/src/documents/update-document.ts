import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { TDocumentField, TDocumentResponse, TUpdateDocumentRequest } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, badRequest, forbidden, notFound } from '../lib/http-error.ts';
import { NO_DOCUMENT, documentOf } from './access.ts';
import { toDetail } from './presenters.ts';
import { copiesOf, findDocument } from './queries.ts';

/**
 * Renames a document or places its fields (its owner only). The fields replace the whole list;
 * copies already sent keep the fields they were sent with. Each field must lie on a page the PDF
 * has.
 */
export async function updateDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: TUpdateDocumentRequest,
): Promise<TDocumentResponse> {
  const view = await documentOf(ctx, caller, documentId);
  if (view.relation !== 'owner') {
    throw forbidden('Only the one who added this document can change it.');
  }
  let fields: TDocumentField[] | undefined;
  if (body.fields) {
    if (view.row.kind !== 'form') throw badRequest('A shared file has no fields to place.');
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
    data: toDetail(updated, await copiesOf(ctx.db, [documentId]), caller),
  };
}
