// Makes the sealing certificate that several server processes share (SIGNING_P12): a self-signed
// RSA 2048 certificate and its key as a PKCS#12 file, protected by SIGNING_P12_PASSWORD when set.
//   SIGNING_P12_PASSWORD=... npm run signing-cert -w @portal/server -- /secure/place/seal.p12
// The certificate carries PRACTICE_NAME when set (what a PDF reader shows as the signer).
// It never overwrites a file: the sealed PDFs already made stay provable only with their own key.
import fs from 'node:fs';
import path from 'node:path';

import { loadConfig } from '../src/config.ts';
import { makeSealP12 } from '../src/documents/seal-identity.ts';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run signing-cert -w @portal/server -- <file.p12>');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
try {
  const { practiceName } = loadConfig(process.env);
  fs.writeFileSync(file, makeSealP12(process.env.SIGNING_P12_PASSWORD ?? '', practiceName), {
    mode: 0o600,
    flag: 'wx',
  });
} catch (error) {
  console.error(`Cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  process.exit(1);
}
console.log(`Made ${file}. Give every server process SIGNING_P12=${file}`);
console.log('and the same SIGNING_P12_PASSWORD; keep a copy with the backups.');
