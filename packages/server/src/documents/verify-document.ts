import { createHash } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { TVerifyResult } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { documentCopies, documents, users } from '../db/schema.ts';
import { addressKey } from '../lib/rate-limiter.ts';
import type { SealFacts } from './pdf/seal-check.ts';

/** Why a file is not verified, for people: the first check that failed. */
function reasonOf(facts: SealFacts, sealedHere: boolean, onRecord: boolean): string | null {
  if (!facts.hasSeal) return 'This PDF carries no seal: it is not a document sealed here.';
  if (!facts.coversWholeFile) {
    return facts.appendedBytes > 0
      ? `${facts.appendedBytes} bytes were added to the file after it was sealed: it is not the sealed document.`
      : 'The seal does not cover the whole file: part of it was cut or replaced after it was sealed.';
  }
  if (!facts.signatureValid) {
    return 'The file was changed after it was sealed: its contents no longer match the seal.';
  }
  if (!sealedHere) return 'The seal was not made with this platform’s certificate.';
  if (!onRecord) {
    return 'This file differs from every sealed copy on record (its SHA-256 is unknown): it was changed where the seal does not reach, or it was not sealed here.';
  }
  return null;
}

/**
 * The public check of a PDF: its signature must be this platform's, over the whole file, with the
 * covered bytes unchanged, and the file's SHA-256 must be a sealed copy on record. Both are needed:
 * the hash alone says nothing of a copy sealed elsewhere, the signature alone would accept bytes
 * appended after the seal (pdfsig calls such a file valid). Limited per address (public, and each
 * call reads up to DOCUMENT_MAX_BYTES).
 */
export async function verifyDocument(
  ctx: AppContext,
  bytes: Buffer,
  ip: string,
): Promise<TVerifyResult> {
  await ctx.limiter.hit(`verify:ip:${addressKey(ip)}`, ctx.config.rateLimits.perIp);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const facts = await ctx.documents.pdf.checkSeal(bytes);
  const signerSha256 = facts.certificate?.sha256 ?? null;
  const [record] = await ctx.db
    .select({
      copyId: documentCopies.id,
      documentId: documents.id,
      title: documents.title,
      provider: users.fullName,
      client: documentCopies.clientName,
      clientNow: sql<
        string | null
      >`(select u.full_name from users u where u.id = ${documentCopies.clientId})`,
      signedAt: documentCopies.closedAt,
      originalSha256: documents.sha256,
      sealCertSha256: documentCopies.sealCertSha256,
    })
    .from(documentCopies)
    .innerJoin(documents, eq(documents.id, documentCopies.documentId))
    .innerJoin(users, eq(users.id, documents.ownerId))
    .where(eq(documentCopies.sealedSha256, sha256))
    .limit(1);
  const sealedHere =
    signerSha256 !== null &&
    (signerSha256 === ctx.documents.seal.sha256 ||
      (
        await ctx.db
          .select({ id: documentCopies.id })
          .from(documentCopies)
          .where(eq(documentCopies.sealCertSha256, signerSha256))
          .limit(1)
      ).length > 0);
  const onRecord = record !== undefined && record.sealCertSha256 === signerSha256;
  const reason = reasonOf(facts, sealedHere, onRecord);
  const certificate = facts.certificate;
  return {
    verified: reason === null,
    reason,
    checks: {
      hasSeal: facts.hasSeal,
      coversWholeFile: facts.coversWholeFile,
      signatureValid: facts.signatureValid,
      sealedHere,
      onRecord,
    },
    sha256,
    certificate: certificate
      ? {
          subject: certificate.subject,
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
          validFrom: certificate.validFrom.toISOString(),
          validTo: certificate.validTo.toISOString(),
          sha256: certificate.sha256,
        }
      : null,
    document:
      record && onRecord && reason === null
        ? {
            documentId: record.documentId,
            copyId: record.copyId,
            title: record.title,
            provider: record.provider,
            client: record.clientNow ?? record.client,
            signedAt: (record.signedAt ?? new Date(0)).toISOString(),
            originalSha256: record.originalSha256,
          }
        : null,
  };
}
