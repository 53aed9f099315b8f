import { and, eq, inArray, notInArray } from 'drizzle-orm';

import type { TDocumentField, TFieldValues } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { documentCopyUploads, type DocumentCopyUploadRow } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import type { CertificateFile } from './pdf/certificate-page.ts';
import { removeUploadFiles, uploadsOfCopy } from './uploads.ts';

/*
 * The upload field at signing (./sign-copy.ts): each upload field's value names one of the copy's
 * files for that field; the sealed PDF prints its name in the field's box and lists it with its
 * hash on the certificate page; the files no value names go, so that what the client saw at
 * review is what is sealed.
 */

const NOT_ATTACHED = 'must be a file attached to this copy';

/** The files a signing names, and what closing the copy does with the others. */
export class UploadsAtSigning {
  readonly #copyId: string;
  /** By field id: the file its value names. */
  readonly named: ReadonlyMap<string, DocumentCopyUploadRow>;
  /** Keys of the files dropped by `settle`, to remove once the copy is closed. */
  #dropped: string[] = [];

  constructor(copyId: string, named: ReadonlyMap<string, DocumentCopyUploadRow>) {
    this.#copyId = copyId;
    this.named = named;
  }

  /** What the fields' boxes show: the file's name. */
  names(): Record<string, string> {
    return Object.fromEntries([...this.named].map(([fieldId, row]) => [fieldId, row.fileName]));
  }

  /** The certificate page's list, in the order of the fields. */
  certificateFiles(fields: readonly TDocumentField[]): CertificateFile[] {
    return fields.flatMap((field) => {
      const row = this.named.get(field.id);
      if (!row) return [];
      const { fileName: name, fileType: type, size, sha256 } = row;
      return [{ field: field.label, name, type, size, sha256 }];
    });
  }

  /**
   * In the transaction that closes the copy (its row locked, so no upload changes meanwhile): the
   * named files must all still be there (one replaced during the sealing: 409, sign again), and
   * the others are deleted.
   */
  async settle(tx: Db): Promise<void> {
    const ids = [...this.named.values()].map((row) => row.id);
    const mine = eq(documentCopyUploads.copyId, this.#copyId);
    if (ids.length) {
      const still = await tx
        .select({ id: documentCopyUploads.id })
        .from(documentCopyUploads)
        .where(and(mine, inArray(documentCopyUploads.id, ids)));
      if (still.length !== ids.length) {
        throw new HttpError(
          409,
          'A file attached to this copy changed while it was being signed: review it and sign again.',
        );
      }
    }
    const dropped = await tx
      .delete(documentCopyUploads)
      .where(ids.length ? and(mine, notInArray(documentCopyUploads.id, ids)) : mine)
      .returning({ key: documentCopyUploads.fileKey });
    this.#dropped = dropped.map((row) => row.key);
  }

  /** Once the copy is closed: the dropped files leave the store. */
  removeDropped(ctx: AppContext): Promise<void> {
    return removeUploadFiles(ctx, this.#dropped);
  }
}

/**
 * The files the values name: each upload field's value (checked as an id by fieldValueProblem)
 * must be the id of this copy's file for that field, else 400 at `values.<fieldId>`. A field left
 * empty names none (the required check says whether it must).
 */
export async function uploadsAtSigning(
  db: Db,
  copy: { id: string; fields: readonly TDocumentField[] },
  values: TFieldValues,
): Promise<UploadsAtSigning> {
  const rows = await uploadsOfCopy(db, copy.id);
  const named = new Map<string, DocumentCopyUploadRow>();
  const details: { path: string; message: string }[] = [];
  for (const field of copy.fields) {
    const value = values[field.id];
    if (field.type !== 'upload' || typeof value !== 'string' || value.trim() === '') continue;
    const row = rows.find((candidate) => candidate.id === value && candidate.fieldId === field.id);
    if (row) named.set(field.id, row);
    else details.push({ path: `values.${field.id}`, message: NOT_ATTACHED });
  }
  if (details.length) {
    throw new HttpError(400, 'Some values do not match the document’s fields.', { details });
  }
  return new UploadsAtSigning(copy.id, named);
}
