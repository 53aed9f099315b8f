import { createHash, generateKeyPairSync, randomBytes, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import forge from 'node-forge';

import { DEFAULT_PRACTICE_NAME } from '@portal/contracts';

/**
 * The platform's sealing certificate and key: what signs every sealed PDF. Configured with
 * SIGNING_P12 (a PKCS#12 file; every process of a cluster must use the same one), or made on the
 * first start of a single process and kept in DATA_DIR/signing.p12.
 */
export interface SealIdentity {
  /** The certificate (DER). */
  certificate: Buffer;
  /** Other certificates of the file (its chain), sent along in each signature. */
  chain: Buffer[];
  /** The private key, for WebCrypto (RSASSA-PKCS1-v1_5 with SHA-256). */
  key: webcrypto.CryptoKey;
  /** SHA-256 of the certificate (hex): what a sealed copy records and the verify page compares. */
  sha256: string;
  /** Its subject, e.g. 'CN=Northside Clinic document seal, O=Northside Clinic'. */
  subject: string;
  /** Where the key came from, for the start-up log. */
  source: 'SIGNING_P12' | 'DATA_DIR';
}

export const SEAL_FILE = 'signing.p12';

/** PKCS#12 bag types (RFC 7292). */
const BAGS = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const derOf = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');

/**
 * A self-signed sealing certificate (RSA 2048, ten years) as a PKCS#12 file, in the practice's
 * name (what a PDF reader shows as the signer). The key pair comes from node:crypto (forge's
 * pure-JavaScript key generation takes seconds).
 */
export function makeSealP12(password: string, practiceName = DEFAULT_PRACTICE_NAME): Buffer {
  const commonName = `${practiceName} document seal`;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgePublic = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  const forgePrivate = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forgePublic;
  // A positive serial of 16 random bytes (RFC 5280: unique, at most 20 bytes).
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: practiceName },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(forgePrivate, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(forgePrivate, [certificate], password, {
    algorithm: 'aes256',
    friendlyName: commonName,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** The key and certificates of a PKCS#12 file (RSA keys: what forge reads). */
async function readP12(
  bytes: Buffer,
  password: string,
  source: SealIdentity['source'],
): Promise<SealIdentity> {
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary'))),
    false,
    password,
  );
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(BAGS.shroudedKey)[0] ?? bags(BAGS.key)[0];
  const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!privateKey) throw new Error('it holds no RSA private key');
  const certificates = bags(BAGS.certificate).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  // The certificate of the key: the one whose public key matches.
  const own = certificates.find((certificate) => {
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n.equals(privateKey.n) && publicKey.e.equals(privateKey.e);
  });
  if (!own) throw new Error('it holds no certificate for its private key');
  const pkcs8 = Buffer.from(
    forge.asn1
      .toDer(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(privateKey)))
      .getBytes(),
    'binary',
  );
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    pkcs8,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const certificate = derOf(own);
  return {
    certificate,
    chain: certificates.filter((c) => c !== own).map(derOf),
    key,
    sha256: sha256Hex(certificate),
    subject: own.subject.attributes
      .map(
        (attribute) =>
          `${attribute.shortName ?? attribute.name ?? attribute.type}=${String(attribute.value)}`,
      )
      .join(', '),
    source,
  };
}

/**
 * SIGNING_P12 when set; else DATA_DIR/signing.p12, made on the first start. With DATABASE_URL the
 * server may run as several processes, which must all seal with one certificate: there it never
 * makes one, and a start without SIGNING_P12 or a kept certificate stops and says so.
 */
export async function loadSealIdentity(options: {
  p12Path: string | undefined;
  password: string;
  dataDir: string;
  databaseKind: 'pglite' | 'postgres';
  /** The name a certificate made here carries. */
  practiceName: string;
  log: FastifyBaseLogger;
}): Promise<SealIdentity> {
  if (options.p12Path) {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(options.p12Path);
    } catch (error) {
      throw new Error(
        `SIGNING_P12: cannot read ${options.p12Path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    try {
      return await readP12(bytes, options.password, 'SIGNING_P12');
    } catch (error) {
      throw new Error(
        `SIGNING_P12: ${options.p12Path} could not be opened with SIGNING_P12_PASSWORD, or is not a PKCS#12 file with an RSA key and its certificate (${(error as Error).message})`,
      );
    }
  }
  const kept = path.join(options.dataDir, SEAL_FILE);
  if (fs.existsSync(kept)) {
    if (options.databaseKind === 'postgres') {
      options.log.warn(
        `sealing with ${kept}: other server processes on this database must seal with the same certificate (SIGNING_P12)`,
      );
    }
    return readP12(fs.readFileSync(kept), '', 'DATA_DIR');
  }
  if (options.databaseKind === 'postgres') {
    throw new Error(
      'SIGNING_P12 is not set and DATA_DIR holds no sealing certificate. With DATABASE_URL the server may run as several processes, and they must all seal documents with one certificate: make one (npm run signing-cert -w @portal/server -- <file.p12>) and set SIGNING_P12 (and SIGNING_P12_PASSWORD) on every process.',
    );
  }
  const bytes = makeSealP12('', options.practiceName);
  fs.writeFileSync(kept, bytes, { mode: 0o600, flag: 'wx' });
  options.log.info(`made the sealing certificate ${kept} (keep it: it proves the sealed PDFs)`);
  return readP12(bytes, '', 'DATA_DIR');
}
