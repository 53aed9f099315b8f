import type { FastifyBaseLogger } from 'fastify';

import type { ChatServices } from './chat/services.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { DocumentServices } from './documents/services.ts';
import type { FileStore } from './files/file-store.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PasswordWork } from './lib/passwords.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Notifier } from './realtime/notifier.ts';
import type { SessionGate } from './sessions/session-gate.ts';

/** What the domain modules need, handed over explicitly (no globals), so tests build their own. */
export interface AppContext {
  db: Db;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  notifier: Notifier;
  /** Chat: the channel rooms (on every process) and the per-user send limit. */
  chat: ChatServices;
  log: FastifyBaseLogger;
  /** Hashing and verifying passwords, with bounded concurrency. */
  passwords: PasswordWork;
  /** A hash to verify against when an e-mail is unknown, so both cases take the same time. */
  dummyHash: string;
  /** Every stored file: pictures, attachments, documents and sealed PDFs (./files/open-store.ts). */
  files: FileStore;
  /** Documents: the sealing certificate and the queue of PDF work. */
  documents: DocumentServices;
  /** Whether a token's session may act (ended, idle), read on every request (sessions/). */
  sessions: SessionGate;
  /** Seals the authenticator apps' secrets kept in the database (two-factor/). */
  secrets: SecretBox;
  /** Runs work after the answer (e-mail); the server waits for it before closing. */
  background: (task: () => Promise<void>) => void;
}
