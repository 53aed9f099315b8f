import { randomBytes, randomUUID } from 'node:crypto';

import type { TPasskeyAssertion, TPasskeyAttestation } from '@portal/contracts';

import { passkeys } from '../../src/db/schema.ts';
import type { TestServer } from './server.ts';

/** A code no authenticator of the tests shows now (a real one is 6 random digits). */
export const wrongCode = () => '000000';

/** A new passkey's answer in the right shape, that no challenge of the server was made for. */
export const fakeAttestation: TPasskeyAttestation = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};

/** A passkey's signature in the right shape, for no challenge of the server. */
export const fakeAssertion: TPasskeyAssertion = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};

/** A passkey row of the account, written directly (its key is no real key): its id. */
export async function storedPasskey(t: TestServer, userId: string): Promise<string> {
  const id = randomUUID();
  await t.server.ctx.db.insert(passkeys).values({
    id,
    userId,
    credentialId: randomBytes(16).toString('base64url'),
    publicKey: randomBytes(32).toString('base64url'),
    name: 'Stored key',
  });
  return id;
}
