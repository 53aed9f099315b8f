import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export interface SeedResult {
  email: string;
  /** Set only when this start created the account with a generated password: print it once. */
  generatedPassword: string | null;
  created: boolean;
}

/**
 * Creates the superadmin on first start. Later starts change nothing, so a password changed in
 * the app is never reset by a restart (nor a second factor set up in the app).
 */
export async function seedSuperadmin(
  db: Db,
  options: {
    email: string;
    password: string | undefined;
    scryptCost: number;
    /** SUPERADMIN_TOTP_SECRET, sealed: the authenticator app set up from the start. */
    sealedTotpSecret?: string | undefined;
  },
): Promise<SeedResult> {
  const [existing] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .limit(1);
  if (existing) return { email: existing.email, generatedPassword: null, created: false };
  const password = options.password ?? randomBytes(12).toString('base64url');
  try {
    await db.insert(users).values({
      id: randomUUID(),
      email: options.email,
      passwordHash: await hashPassword(password, options.scryptCost),
      role: 'superadmin',
      isApprove: 'approve',
      status: 'active',
      fullName: 'Superadmin',
      ...(options.sealedTotpSecret
        ? { totpSecret: options.sealedTotpSecret, totpEnabledAt: new Date() }
        : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Error(
        `SUPERADMIN_EMAIL ${options.email} already belongs to another account; choose another e-mail.`,
      );
    }
    throw error;
  }
  return {
    email: options.email,
    generatedPassword: options.password ? null : password,
    created: true,
  };
}
