import { createHash } from 'node:crypto';

import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

import './cades-signer.ts';

/** What a PDF's (last) signature says, before any record is consulted. */
export interface SealFacts {
  hasSeal: boolean;
  /** The signed ranges start at the first byte and end at the last: nothing added or cut. */
  coversWholeFile: boolean;
  /** Bytes after the end of the signed ranges (appended after sealing). */
  appendedBytes: number;
  /** The signed bytes' digest is the one signed, and the signature checks with the certificate. */
  signatureValid: boolean;
  certificate: {
    der: Buffer;
    sha256: string;
    subject: string;
    issuer: string;
    serialNumber: string;
    validFrom: Date;
    validTo: Date;
  } | null;
}

const NONE: SealFacts = {
  hasSeal: false,
  coversWholeFile: false,
  appendedBytes: 0,
  signatureValid: false,
  certificate: null,
};

const HASHES: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '1.3.14.3.2.26': 'sha1',
};
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
};

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const nameOf = (name: pkijs.RelativeDistinguishedNames) =>
  name.typesAndValues
    .map((pair) => `${NAMES[pair.type] ?? pair.type}=${String(pair.value.valueBlock.value)}`)
    .join(', ');

/** The last `/ByteRange [a b c d]` of the file: the signature a reader would check. */
function lastByteRange(bytes: Buffer): [number, number, number, number] | null {
  const text = bytes.toString('latin1');
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  let found: [number, number, number, number] | null = null;
  for (const match of text.matchAll(pattern)) {
    found = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
  }
  return found;
}

/**
 * Reads and checks a PDF's signature: where it is, what it covers, and whether the digest of the
 * covered bytes and the signature over it hold (pkijs with Node's WebCrypto; node-forge cannot
 * verify). A signature that covers less than the whole file is reported as such: a reader that
 * only checks the signature would call a file with bytes appended after the seal valid.
 */
export async function checkSeal(bytes: Buffer): Promise<SealFacts> {
  const range = lastByteRange(bytes);
  if (!range) return NONE;
  const [start, firstLength, secondStart, secondLength] = range;
  const end = secondStart + secondLength;
  const contents = bytes.subarray(firstLength, secondStart).toString('latin1');
  const hex = /^<([0-9A-Fa-f\s]*)>$/.exec(contents)?.[1]?.replace(/\s/g, '');
  if (start !== 0 || firstLength <= 0 || secondStart <= firstLength || !hex) {
    return { ...NONE, hasSeal: true };
  }
  const facts: SealFacts = {
    ...NONE,
    hasSeal: true,
    coversWholeFile: end === bytes.length,
    appendedBytes: Math.max(0, bytes.length - end),
  };
  if (end > bytes.length) return facts;
  const signed = Buffer.concat([bytes.subarray(0, firstLength), bytes.subarray(secondStart, end)]);
  try {
    const cms = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
    const parsed = asn1js.fromBER(toArrayBuffer(cms));
    if (parsed.offset === -1) return facts;
    const signedData = new pkijs.SignedData({
      schema: new pkijs.ContentInfo({ schema: parsed.result }).content,
    });
    const signer = signedData.signerInfos[0];
    if (!signer) return facts;
    const result = await signedData
      .verify({ signer: 0, data: toArrayBuffer(signed), checkChain: false, extendedMode: true })
      .catch(() => null);
    const certificate =
      result?.signerCertificate ??
      (signedData.certificates ?? []).find(
        (candidate): candidate is pkijs.Certificate =>
          candidate instanceof pkijs.Certificate &&
          signer.sid instanceof pkijs.IssuerAndSerialNumber &&
          candidate.serialNumber.isEqual(signer.sid.serialNumber),
      );
    if (certificate) {
      const der = Buffer.from(certificate.toSchema().toBER(false));
      facts.certificate = {
        der,
        sha256: createHash('sha256').update(der).digest('hex'),
        subject: nameOf(certificate.subject),
        issuer: nameOf(certificate.issuer),
        serialNumber: Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex'),
        validFrom: certificate.notBefore.value,
        validTo: certificate.notAfter.value,
      };
    }
    // The digest of the covered bytes must be the one signed (checked here as well, so that a
    // changed file is told apart from a broken signature whatever pkijs reports).
    const hash = HASHES[signer.digestAlgorithm.algorithmId];
    const signedDigest = signer.signedAttrs?.attributes.find((a) => a.type === MESSAGE_DIGEST)
      ?.values[0] as asn1js.OctetString | undefined;
    const digestMatches =
      hash !== undefined &&
      signedDigest !== undefined &&
      Buffer.from(signedDigest.valueBlock.valueHexView).equals(
        createHash(hash).update(signed).digest(),
      );
    facts.signatureValid = digestMatches && result?.signatureVerified === true;
  } catch {
    // A signature that cannot be parsed checks nothing.
  }
  return facts;
}
