import { createHash } from 'node:crypto';

import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';

import {
  OPEN_COPY_STATUSES,
  fieldValueProblem,
  SAVED_SIGNATURE_IMAGE_PREFIX,
  SIGNATURE_IMAGE_BOUNDS,
  SIGNATURE_IMAGE_FIELDS,
  type TCopyActionResponse,
  type TDocumentField,
  type TEndpointInput,
  type TFieldValues,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentCopies, documentEvents, users } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';
import { HttpError, badRequest, forbidden } from '../lib/http-error.ts';
import { checkImageBounds } from '../lib/image-bounds.ts';
import { PLATFORM, actorOf, eventValues, eventsOfCopy } from './audit.ts';
import type { CertificateEvent } from './pdf/certificate-page.ts';
import { updateDocumentCard } from './chat-card.ts';
import { closedCopy, copyDetail, copyFor, expiredCopy, isPastDue, notPastDue } from './copies.ts';
import { prefillOf } from './prefill.ts';
import { findCopy } from './queries.ts';
import type { SignatureMark } from './pdf/fill.ts';
import { canWriteSignature } from './pdf/fonts.ts';
import { links, notifySafely } from './notices.ts';
import { consentDetail, consentForSigning, type Consent } from './signing-consent.ts';
import { mailSealedCopy } from './sealed-copy-mail.ts';
import { uploadsAtSigning, type UploadsAtSigning } from './uploads-signing.ts';
import { newFileKey, readStored } from '../files/stored-files.ts';

type Fields = TEndpointInput<'signDocumentCopy'>['fields'];
type Detail = { path: string; message: string };

const invalid = (message: string, details: Detail[]) => new HttpError(400, message, { details });

const lockedMessage = (field: TDocumentField) =>
  `“${field.label}” is filled in from your record and cannot be changed.`;

/**
 * The values to seal: the client's, where a prefilled field the client left out takes its prefill
 * value and a locked one always does (when the record has none, the client fills it). They must
 * fit the copy's fields: known ids, each value by the one rule of app and server
 * (fieldValueProblem; an upload's id is a text here, ./uploads-signing.ts checks it is this
 * copy's), and a locked field's value sent must be its prefill value.
 */
function checkValues(
  fields: readonly TDocumentField[],
  sent: TFieldValues,
  prefill: Record<string, string>,
): TFieldValues {
  const values: TFieldValues = { ...sent };
  for (const field of fields) {
    const value = prefill[field.id];
    if (value !== undefined && (field.locked || !(field.id in sent))) values[field.id] = value;
  }
  const details: Detail[] = [];
  for (const [id, value] of Object.entries(values)) {
    const field = fields.find((candidate) => candidate.id === id);
    const path = `values.${id}`;
    const kept = field?.locked ? prefill[id] : undefined;
    const asSent = sent[id];
    if (!field) details.push({ path, message: 'is not a field of this document' });
    else if (kept !== undefined) {
      if (asSent !== undefined && (typeof asSent !== 'string' || asSent.trim() !== kept.trim())) {
        details.push({ path, message: lockedMessage(field) });
      }
    } else {
      const problem = fieldValueProblem(field, value);
      if (problem) details.push({ path, message: problem });
    }
  }
  if (details.length) throw invalid('Some values do not match the document’s fields.', details);
  return values;
}

/**
 * A PNG pdf-lib can embed (the type was found from the bytes; the rest must decode too), and
 * within the signature bounds before it is decoded: a saved signature may predate the bounds.
 */
async function readablePng(bytes: Buffer, what: string): Promise<Buffer> {
  checkImageBounds(bytes, SIGNATURE_IMAGE_BOUNDS, what);
  try {
    await (await PDFDocument.create()).embedPng(bytes);
    return bytes;
  } catch {
    throw badRequest(`The ${what} image cannot be read: draw it again.`);
  }
}

/** The signature as sent: drawn, typed, or the saved one; one way only. */
async function signatureOf(
  caller: Caller,
  fields: Fields,
  drawn: UploadedFile | undefined,
): Promise<SignatureMark | null> {
  const saved = fields.useSavedSignature === 'true';
  const ways = [drawn, fields.signatureText, saved ? true : undefined].filter(Boolean).length;
  if (ways > 1) {
    throw badRequest(
      'Sign one way only: a drawn signature, a typed one (signatureText), or the saved one (useSavedSignature).',
    );
  }
  if (drawn) return { kind: 'image', png: await readablePng(drawn.bytes, 'signature') };
  if (fields.signatureText) return { kind: 'typed', text: fields.signatureText };
  if (!saved) return null;
  const stored = caller.user.eSignature;
  if (!stored) throw badRequest('You have no saved signature yet: draw or type one.');
  if (!stored.startsWith(SAVED_SIGNATURE_IMAGE_PREFIX)) return { kind: 'typed', text: stored };
  const png = Buffer.from(stored.slice(SAVED_SIGNATURE_IMAGE_PREFIX.length), 'base64');
  return { kind: 'image', png: await readablePng(png, 'saved signature') };
}

/** Every required field has what it needs; answers which fields are missing. */
function missingRequired(
  fields: readonly TDocumentField[],
  values: TFieldValues,
  marks: { signature: SignatureMark | null; initials: SignatureMark | null },
): Detail[] {
  return fields.flatMap((field) => {
    if (!field.required) return [];
    const value = values[field.id];
    let has: boolean;
    switch (field.type) {
      case 'signature':
      case 'initials':
        has = marks[field.type] !== null;
        break;
      case 'checkbox':
        has = value === true;
        break;
      // The server writes the date; the provider's text is printed as is.
      case 'date':
      case 'readonly':
        has = true;
        break;
      default:
        has = typeof value === 'string' && value.trim() !== '';
    }
    return has ? [] : [{ path: `values.${field.id}`, message: `“${field.label}” is required` }];
  });
}

const emailOf = async (ctx: AppContext, userId: string) =>
  (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

/** What a signing sent, read and checked once: the copy, the values and the marks. */
interface Signing {
  document: Awaited<ReturnType<typeof copyFor>>['document'];
  copy: Awaited<ReturnType<typeof copyFor>>['copy'];
  values: TFieldValues;
  signature: SignatureMark | null;
  initials: SignatureMark | null;
  /** The client's acceptance of the disclosure in force. */
  consent: Consent;
  /** The files the upload fields' values name (./uploads-signing.ts). */
  uploads: UploadsAtSigning;
}

/**
 * Step 1: the copy is the caller's and still open, the client accepted the disclosure in force,
 * the values fit its fields (prefilled ones from the client's record), the signature and
 * initials are given one way each and can be written, and every required field is filled.
 */
async function readSigning(
  ctx: AppContext,
  caller: Caller,
  ids: { documentId: string; copyId: string },
  fields: Fields,
  files: Record<string, UploadedFile>,
): Promise<Signing> {
  const { document, copy } = await copyFor(ctx, caller, ids.documentId, ids.copyId);
  if (copy.row.clientId !== caller.id) {
    throw forbidden('Only the client it was sent to can sign it.');
  }
  // Past its due date a copy is refused before anything is sealed; closeSigned checks it again
  // under the row lock.
  if (copy.row.status === 'expired' || isPastDue(copy.row, new Date())) throw expiredCopy();
  if (copy.row.status !== 'sent' && copy.row.status !== 'viewed') {
    throw closedCopy(copy.row.status);
  }
  const consent = await consentForSigning(ctx.db, caller.id);
  const prefill = await prefillOf(ctx.db, copy.row, document.row.ownerId);
  const values = checkValues(copy.row.fields, fields.values ?? {}, prefill);
  const uploads = await uploadsAtSigning(ctx.db, copy.row, values);
  const signature = await signatureOf(caller, fields, files[SIGNATURE_IMAGE_FIELDS.signature]);
  const drawnInitials = files[SIGNATURE_IMAGE_FIELDS.initials];
  if (drawnInitials && fields.initialsText) {
    throw badRequest('Give your initials one way only: drawn or typed (initialsText).');
  }
  const initials: SignatureMark | null = drawnInitials
    ? { kind: 'image', png: await readablePng(drawnInitials.bytes, 'initials') }
    : fields.initialsText
      ? { kind: 'typed', text: fields.initialsText }
      : null;
  for (const mark of [signature, initials]) {
    if (mark?.kind === 'typed' && !canWriteSignature(mark.text)) {
      throw badRequest(
        'Some characters of the typed signature cannot be written: draw it instead.',
      );
    }
  }
  const missing = missingRequired(copy.row.fields, values, { signature, initials });
  if (missing.length) throw invalid('Fill in every required field and sign.', missing);
  if (fields.saveSignature === 'true' && !signature) {
    throw badRequest('There is no signature to save: draw or type one.');
  }
  return { document, copy, values, signature, initials, consent, uploads };
}

/**
 * Step 2: the sealed PDF (in a PDF worker, ./pdf/pool.ts): the values written in, the certificate
 * page with the copy's trail and this completion, one signature over the whole file.
 */
async function sealSigning(
  ctx: AppContext,
  caller: Caller,
  signing: Signing,
  actor: ReturnType<typeof actorOf>,
  now: Date,
): Promise<Buffer> {
  const { document, copy } = signing;
  const documentId = document.row.id;
  const copyId = copy.row.id;
  const trail: CertificateEvent[] = (await eventsOfCopy(ctx.db, documentId, copyId)).map(
    (event) => ({
      action: event.action,
      at: event.createdAt,
      actor: event.actorName,
      ip: event.ip,
      userAgent: event.userAgent,
      detail: event.detail,
    }),
  );
  trail.push({
    action: 'consented',
    at: now,
    actor: actor.name,
    ip: actor.ip,
    userAgent: actor.userAgent,
    detail: consentDetail(signing.consent),
  });
  trail.push({
    action: 'completed',
    at: now,
    actor: actor.name,
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const [providerEmail, original] = await Promise.all([
    emailOf(ctx, document.row.ownerId),
    readStored(ctx.files, document.row.fileKey),
  ]);
  const seal = ctx.documents.seal;
  return ctx.documents.pdf.seal({
    original,
    fill: {
      fields: copy.row.fields,
      values: signing.values,
      signature: signing.signature,
      initials: signing.initials,
      date: now.toISOString().slice(0, 10),
      uploadNames: signing.uploads.names(),
    },
    certificate: {
      title: document.row.title,
      documentId,
      copyId,
      provider: `${document.ownerName}${providerEmail ? ` <${providerEmail}>` : ''}`,
      client: `${caller.user.fullName} <${caller.user.email}>`,
      originalSha256: document.row.sha256,
      pageCount: document.row.pageCount ?? 0,
      files: signing.uploads.certificateFiles(copy.row.fields),
      events: [...trail, { action: 'signed', at: now, actor: null, ip: null, userAgent: null }],
      sealedAt: now,
      certificateSubject: seal.subject,
      certificateSha256: seal.sha256,
      verifyUrl: `${base}/verify`,
    },
    practiceName: ctx.config.practiceName,
  });
}

/** The values sealed in the prefilled fields (each a text: prefill sources fill text fields). */
function sealedPrefillOf(signing: Signing): Record<string, string> {
  return Object.fromEntries(
    signing.copy.row.fields.flatMap((field) => {
      const value = signing.values[field.id];
      return field.prefill && typeof value === 'string' ? [[field.id, value]] : [];
    }),
  );
}

/**
 * Step 3: the copy closes with its sealed file, in one transaction, only if it is still open and
 * its due date has not passed (a compare and set, under the row lock); its reminders stop; its
 * events, and the signature kept when asked. False: it closed or fell due meanwhile.
 */
async function closeSigned(
  ctx: AppContext,
  caller: Caller,
  signing: Signing,
  sealed: { key: string; bytes: Buffer },
  actor: ReturnType<typeof actorOf>,
  saveSignature: boolean,
  now: Date,
): Promise<boolean> {
  const documentId = signing.document.row.id;
  const copyId = signing.copy.row.id;
  const { signature } = signing;
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(documentCopies)
      .set({
        status: 'signed',
        closedAt: now,
        sealedKey: sealed.key,
        sealedSize: sealed.bytes.length,
        sealedSha256: createHash('sha256').update(sealed.bytes).digest('hex'),
        sealCertSha256: ctx.documents.seal.sha256,
        sealedPrefill: sealedPrefillOf(signing),
        nextReminderAt: null,
      })
      .where(
        and(
          eq(documentCopies.id, copyId),
          inArray(documentCopies.status, [...OPEN_COPY_STATUSES]),
          notPastDue(now),
        ),
      )
      .returning({ id: documentCopies.id });
    if (rows.length === 0) return false;
    await signing.uploads.settle(tx);
    await tx
      .insert(documentEvents)
      .values([
        eventValues(documentId, copyId, 'consented', actor, now, consentDetail(signing.consent)),
        eventValues(documentId, copyId, 'completed', actor, now),
        eventValues(documentId, copyId, 'signed', PLATFORM, now),
      ]);
    if (saveSignature && signature) {
      const eSignature =
        signature.kind === 'image'
          ? `${SAVED_SIGNATURE_IMAGE_PREFIX}${signature.png.toString('base64')}`
          : signature.text;
      await tx.update(users).set({ eSignature }).where(eq(users.id, caller.id));
    }
    return true;
  });
}

/** Step 4: the provider is told, and the card in their chat shows the copy signed. */
async function announceSigned(ctx: AppContext, caller: Caller, signing: Signing): Promise<void> {
  const { document } = signing;
  const documentId = document.row.id;
  await notifySafely(ctx, {
    recipientId: document.row.ownerId,
    type: 'document-signed',
    title: `${caller.user.fullName} signed a document`,
    message: `“${document.row.title}” is signed and sealed.`,
    link: links.provider(documentId),
  });
  await updateDocumentCard(ctx, signing.copy.row.id, {
    documentId,
    copyId: signing.copy.row.id,
    title: document.row.title,
    status: 'signed',
  });
}

/**
 * The client completes and signs its copy: everything is checked first (readSigning); then the
 * server seals the filled PDF (sealSigning), stores it, and closes the copy only if it is still
 * open (closeSigned: a void or a second signing racing with it gets 409 and the file is removed);
 * then it tells the provider (announceSigned). A signed copy never changes again.
 */
export async function signCopy(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  copyId: string,
  fields: Fields,
  files: Record<string, UploadedFile>,
  request: FastifyRequest,
): Promise<TCopyActionResponse> {
  const signing = await readSigning(ctx, caller, { documentId, copyId }, fields, files);
  const now = new Date();
  const actor = actorOf(caller, request);
  const bytes = await sealSigning(ctx, caller, signing, actor, now);
  const key = newFileKey(`documents/${documentId}`, 'application/pdf');
  await ctx.files.put(key, bytes);
  let signed: boolean;
  try {
    const saveSignature = fields.saveSignature === 'true';
    signed = await closeSigned(ctx, caller, signing, { key, bytes }, actor, saveSignature, now);
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
  if (!signed) {
    await ctx.files.delete(key).catch(() => undefined);
    const closed = (await findCopy(ctx.db, documentId, copyId))?.row ?? signing.copy.row;
    const isOpen = closed.status === 'sent' || closed.status === 'viewed';
    if (closed.status === 'expired' || (isOpen && isPastDue(closed, now))) throw expiredCopy();
    throw closedCopy(closed.status);
  }
  await signing.uploads.removeDropped(ctx);
  await announceSigned(ctx, caller, signing);
  await mailSealedCopy(ctx, {
    documentId,
    copyId,
    title: signing.document.row.title,
    client: { fullName: caller.user.fullName, email: caller.user.email },
    providerId: signing.document.row.ownerId,
    sealed: bytes,
  });
  return {
    message: 'Signed. The sealed PDF is ready to download.',
    data: await copyDetail(ctx, caller, documentId, copyId),
  };
}
