import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';

import type { TDocumentDetail, TDocumentListResponse, TEndpointInput } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documents } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { documentOf } from './access.ts';
import { toDetail, toSummary } from './presenters.ts';
import { copiesOf, selectDocuments } from './queries.ts';
import { presentTemplate } from './template-view.ts';

type Query = TEndpointInput<'listDocuments'>['query'];

/**
 * The documents a caller sees: its own and those shared with it; all of them for oversight.
 * Templates are listed only when asked for (`kind=template`), and never by this filter.
 */
function visibleTo(caller: Caller): SQL | undefined {
  if (caller.role === 'superadmin') return undefined;
  return or(
    eq(documents.ownerId, caller.id),
    eq(documents.recipientId, caller.id),
    sql`exists (select 1 from document_copies c
      where c.document_id = ${documents.id} and c.client_id = ${caller.id})`,
  );
}

/** The templates a caller may send or edit: its own and the practice's; the practice's (superadmin). */
function templatesOf(caller: Caller): SQL | undefined {
  if (caller.role === 'superadmin') {
    return and(eq(documents.kind, 'template'), eq(documents.practiceWide, true));
  }
  return and(
    eq(documents.kind, 'template'),
    or(eq(documents.ownerId, caller.id), eq(documents.practiceWide, true)),
  );
}

/** A LIKE pattern for the words as typed, matching anywhere (the wildcards typed are literal). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The caller's documents, newest first, with the copies it may see (a client: its own). Filters:
 * a status some visible copy has, the kind, and words of the title or of a party's name.
 */
export async function listDocuments(
  ctx: AppContext,
  caller: Caller,
  query: Query,
): Promise<TDocumentListResponse> {
  const ownCopies = caller.role === 'client' ? sql`and c.client_id = ${caller.id}` : sql``;
  const templates = query.kind === 'template';
  // A client has no templates and reaches none.
  if (templates && caller.role === 'client') return { data: [] };
  const filters = [
    templates ? templatesOf(caller) : visibleTo(caller),
    templates ? undefined : ne(documents.kind, 'template'),
    query.kind ? eq(documents.kind, query.kind) : undefined,
    query.status
      ? sql`exists (select 1 from document_copies c
          where c.document_id = ${documents.id} and c.status = ${query.status} ${ownCopies})`
      : undefined,
    query.q
      ? sql`(${documents.title} ilike ${contains(query.q)}
          or owner.full_name ilike ${contains(query.q)}
          or coalesce(recipient.full_name, ${documents.recipientName}, '') ilike ${contains(query.q)}
          or exists (select 1 from document_copies c left join users cu on cu.id = c.client_id
            where c.document_id = ${documents.id} ${ownCopies}
              and coalesce(cu.full_name, c.client_name) ilike ${contains(query.q)}))`
      : undefined,
  ];
  const views = await selectDocuments(ctx.db)
    .where(and(...filters))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const copies = await copiesOf(
    ctx.db,
    views.map((view) => view.row.id),
    caller.role === 'client' ? caller.id : undefined,
  );
  return {
    data: views.map((view) =>
      presentTemplate(
        toSummary(
          view,
          copies.filter((copy) => copy.row.documentId === view.row.id),
          caller,
        ),
        view.row,
      ),
    ),
  };
}

/** One document to one of its parties, with what it may see. */
export async function getDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<TDocumentDetail> {
  const view = await documentOf(ctx, caller, documentId);
  const isOwner = view.relation === 'owner';
  const copies = await copiesOf(ctx.db, [documentId], isOwner ? undefined : caller.id);
  return presentTemplate(toDetail(view, copies, caller), view.row);
}
