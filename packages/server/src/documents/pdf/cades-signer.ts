import { createHash, webcrypto } from 'node:crypto';

import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

import type { SealIdentity } from '../seal-identity.ts';

// pkijs works through WebCrypto; Node's is the one to use.
type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto }),
);

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** ESS signing-certificate-v2 (RFC 5035): binds the signer's certificate into what is signed. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * A detached CMS signature shaped for PAdES baseline B (SubFilter ETSI.CAdES.detached): signed
 * attributes content-type, message-digest and signing-certificate-v2, and no signing-time
 * attribute (PAdES takes the time from the signature dictionary's /M). Built with pkijs:
 * node-forge's PKCS#7 cannot add the ESS attribute (nor verify anything).
 */
export class CadesSigner extends Signer {
  constructor(private readonly identity: SealIdentity) {
    super();
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    const certificate = pkijs.Certificate.fromBER(this.identity.certificate);
    const certHash = createHash('sha256').update(this.identity.certificate).digest();
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 ::=
    // SEQUENCE { certHash OCTET STRING } (hashAlgorithm SHA-256 is the default, left out).
    const signingCertificateV2 = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({
          value: [
            new asn1js.Sequence({
              value: [new asn1js.OctetString({ valueHex: toArrayBuffer(certHash) })],
            }),
          ],
        }),
      ],
    });
    const digest = createHash('sha256').update(pdf).digest();
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: certificate.issuer,
            serialNumber: certificate.serialNumber,
          }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: OID.contentType,
                values: [new asn1js.ObjectIdentifier({ value: OID.data })],
              }),
              new pkijs.Attribute({
                type: OID.messageDigest,
                values: [new asn1js.OctetString({ valueHex: toArrayBuffer(digest) })],
              }),
              new pkijs.Attribute({
                type: OID.signingCertificateV2,
                values: [signingCertificateV2],
              }),
            ],
          }),
        }),
      ],
      certificates: [
        certificate,
        ...this.identity.chain.map((der) => pkijs.Certificate.fromBER(der)),
      ],
    });
    await signedData.sign(this.identity.key, 0, 'SHA-256');
    const contentInfo = new pkijs.ContentInfo({
      contentType: OID.signedData,
      content: signedData.toSchema(true),
    });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}
