import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { makeSealP12 } from '../../src/documents/seal-identity.ts';

let sealFile: string | undefined;
/**
 * A sealing certificate for servers on PostgreSQL, which never make their own (several processes
 * must share one): made once per test process, in a temporary folder removed when it exits. The
 * server processes of a test (a cluster) all get this one file. It is readable by every user (a
 * test certificate, no secret), as the fault suite runs servers as `nobody`.
 */
export function testSealP12(): string {
  if (!sealFile) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seal-'));
    fs.chmodSync(dir, 0o755);
    const file = path.join(dir, 'seal.p12');
    fs.writeFileSync(file, makeSealP12(TEST_SEAL_PASSWORD), { mode: 0o644 });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    sealFile = file;
  }
  return sealFile;
}
export const TEST_SEAL_PASSWORD = 'test';
