import os from 'node:os';
import path from 'node:path';

import { z } from 'zod';

import { CHAT_ATTACHMENT_MAX_BYTES, DEFAULT_PRACTICE_NAME } from '@portal/contracts';

/**
 * Every setting of the server, read from the environment in one place. Defaults are documented in
 * docs/server.md; a bad value stops the start with a message naming the variable.
 */
const ZOnOff = z.enum(['on', 'off']);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(12 * 3600),
  SUPERADMIN_EMAIL: z.string().email().default('superadmin@example.com'),
  SUPERADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  // For automation: the superadmin's authenticator secret (base32), set up when the account is
  // created, so that a script can compute its codes (docs/server.md).
  SUPERADMIN_TOTP_SECRET: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s=]+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          /^[A-Z2-7]{16,128}$/,
          'SUPERADMIN_TOTP_SECRET must be base32 (16 to 128 of A-Z, 2-7)',
        ),
    )
    .optional(),
  SMTP_URL: z.string().url().optional(),
  // The practice's own name: the app's header and tab titles, the e-mails' sender and sign-off, and
  // the sealed PDFs' signature (and the sealing certificate made on a first start).
  PRACTICE_NAME: z.string().trim().min(1).max(100).default(DEFAULT_PRACTICE_NAME),
  MAIL_FROM: z.string().min(3).optional(),
  APP_ORIGIN: z.string().default(''),
  PUBLIC_URL: z.string().url().optional(),
  RATE_LIMITS: ZOnOff.default('on'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Failed sign-ins (OWASP's lockout guidance): per address and e-mail in RATE_LIMIT_WINDOW_SECONDS,
  // and per e-mail from every address in a longer window, higher than one address can reach.
  RATE_LIMIT_LOGIN_PER_IP_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  PROFILE_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  // Every file an account keeps (profile picture and the chat attachments it sent), together.
  USER_STORAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  // Chat: writes per user per window (a token bucket), and the attachment size limit.
  CHAT_SEND_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  CHAT_SEND_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  CHAT_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(CHAT_ATTACHMENT_MAX_BYTES),
  // Documents: the upload limit, the sealing certificate (a PKCS#12 file), the reminder.
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  SIGNING_P12: z.string().optional(),
  SIGNING_P12_PASSWORD: z.string().default(''),
  REMIND_AFTER: z
    .string()
    .regex(/^(off|\d{1,3})$/, { message: "must be a number of days or 'off'" })
    .default('3'),
  // The longest a PDF job (reading an upload, sealing, checking a seal) may take, queue included.
  PDF_JOB_MAX_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  // Where files live: 'auto' is the disk with PGlite, the database with PostgreSQL, S3 when set.
  FILE_STORE: z.enum(['auto', 'disk', 'database', 's3']).default('auto'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: ZOnOff.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, { message: 'must be letters, digits, . _ / or -' })
    .default(''),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(30),
  SCRYPT_COST: z.coerce
    .number()
    .int()
    .refine((n) => n >= 1024 && (n & (n - 1)) === 0, 'SCRYPT_COST must be a power of two >= 1024')
    .default(32768),
  WEB_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.string().optional(),
  // 'false', 'true' (any hop: only when nothing but the proxy can reach the server), or the
  // proxies' addresses / CIDR ranges, comma-separated: X-Forwarded-For is believed from those only.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      message: "must be 'true', 'false' or a comma-separated list of addresses",
    })
    .default('false'),
  LOG_FORMAT: z.enum(['json', 'pretty', 'auto']).default('auto'),
  CHECK_ANSWERS: ZOnOff.default('off'),
  SOURCE_MAPS: ZOnOff.default('off'),
  // Minutes an unread chat notification waits before it is e-mailed, or 'off'.
  NOTIFY_EMAIL_AFTER: z
    .string()
    .regex(/^(off|\d{1,5})$/, { message: "must be a number of minutes or 'off'" })
    .default('15'),
  PASSWORD_HASHING_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, os.availableParallelism() - 1)),
  PASSWORD_HASHING_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  // Guest chat: how long a guest token lasts before the app renews it (POST /guest/session).
  GUEST_SESSION_MINUTES: z.coerce.number().int().min(5).max(720).default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  superadminEmail: string;
  superadminPassword: string | undefined;
  /** The superadmin's authenticator secret (base32), set up when the account is created. */
  superadminTotpSecret: string | undefined;
  smtpUrl: string | undefined;
  /** The practice's name (PRACTICE_NAME): the product itself has no name to show. */
  practiceName: string;
  /** The e-mails' sender: MAIL_FROM, else the practice's name at no-reply@localhost. */
  mailFrom: string;
  appOrigins: string[];
  publicUrl: string | undefined;
  rateLimits: {
    enabled: boolean;
    windowSeconds: number;
    perIp: number;
    perAccount: number;
    /** Failed sign-ins for one e-mail from one address, per `windowSeconds`. */
    loginPerIpAccount: number;
    /** Failed sign-ins for one e-mail from all addresses, per `loginAccountWindowSeconds`. */
    loginPerAccount: number;
    loginAccountWindowSeconds: number;
  };
  profileImageMaxBytes: number;
  /** The files one account may keep, in bytes (413 beyond). */
  userStorageMaxBytes: number;
  /** Chat: at most `sendLimit` writes per user per `sendWindowSeconds` (off with RATE_LIMITS=off). */
  chat: { sendLimit: number; sendWindowSeconds: number; attachmentMaxBytes: number };
  documents: {
    /** The largest document upload, in bytes. */
    maxBytes: number;
    /** The platform's sealing certificate: a PKCS#12 file and its password (SIGNING_P12). */
    signingP12Path: string | undefined;
    signingP12Password: string;
    /** How long a copy waits for its client before the one reminder; null: never. */
    remindAfterMs: number | null;
    /** How often the server looks for reminders to send. */
    remindCheckMs: number;
    /** The longest a PDF job may take from its request, queue included (422 beyond). */
    pdfJobMaxMs: number;
  };
  /** Where the files live (FILE_STORE and the S3 settings). */
  files: {
    store: 'auto' | 'disk' | 'database' | 's3';
    s3: S3Settings | null;
  };
  resetTokenTtlMinutes: number;
  scryptCost: number;
  /** Password hashes computed at once, and how many may wait before callers get a 503. */
  passwordHashing: { concurrency: number; maxWaiting: number };
  /** Folder of the built SPA (packages/app/dist by default). */
  webDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  redisUrl: string | undefined;
  /**
   * Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits, audit):
   * from any hop (true), or only from these proxy addresses.
   */
  trustProxy: boolean | string[];
  /** 'auto': readable lines on a terminal, JSON lines otherwise (files, containers, CI). */
  logFormat: 'json' | 'pretty' | 'auto';
  /** Hold every JSON answer to its schema in the endpoint table (tests turn it on). */
  checkAnswers: boolean;
  /** A client must send its request headers within this time, and the whole request within the next: slow clients cannot hold connections. */
  headersTimeoutSeconds: number;
  /** How long an unread chat notification waits before it is e-mailed; null: never. */
  notifyEmailAfterMs: number | null;
  /** How often the server looks for such e-mails to send. */
  notifyEmailCheckMs: number;
  /** Serve the app's source maps (`*.map`): off by default, they show the whole source. */
  serveSourceMaps: boolean;
  requestTimeoutSeconds: number;
  guests: {
    /** The lifetime of a guest token (GUEST_SESSION_MINUTES), renewed by the app before it ends. */
    sessionSeconds: number;
    /** The resume link of a "someone replied" e-mail: as long as the longest invitation. */
    resumeSeconds: number;
    /** Every answer of the invite page and every refused join takes at least this long. */
    answerFloorMs: number;
  };
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, Ceph, ...); AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** From the environment's usual AWS credentials when unset. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Put before every key, e.g. 'portal/'. */
  prefix: string;
}

const defaultWebDir = path.resolve(import.meta.dirname, '../../app/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", the way shells and .env files usually write it.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_SECONDS >= e.REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid settings:\n  HEADERS_TIMEOUT_SECONDS must be less than REQUEST_TIMEOUT_SECONDS',
    );
  }
  // One address must never reach the account-wide limit on its own: that is what keeps a stranger
  // from locking the owner out. Fixed windows may overlap the account's window once more.
  const oneAddress =
    (Math.ceil(e.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS / e.RATE_LIMIT_WINDOW_SECONDS) + 1) *
    Math.min(e.RATE_LIMIT_LOGIN_PER_IP_ACCOUNT, e.RATE_LIMIT_PER_IP);
  if (e.RATE_LIMIT_LOGIN_PER_ACCOUNT <= oneAddress) {
    throw new Error(
      `Invalid settings:\n  RATE_LIMIT_LOGIN_PER_ACCOUNT must be more than ${oneAddress}, the failed sign-ins one address may make in RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS (otherwise one address could lock an account for everyone)`,
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  }
  if (e.FILE_STORE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid settings:\n  FILE_STORE=s3 needs S3_BUCKET');
  }
  if (e.FILE_STORE === 'database' && !e.DATABASE_URL) {
    throw new Error(
      'Invalid settings:\n  FILE_STORE=database needs DATABASE_URL (with PGlite, files stay on the disk: large values in PGlite are slow and hold memory)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL,
    superadminEmail: e.SUPERADMIN_EMAIL.toLowerCase(),
    superadminPassword: e.SUPERADMIN_PASSWORD,
    superadminTotpSecret: e.SUPERADMIN_TOTP_SECRET,
    smtpUrl: e.SMTP_URL,
    practiceName: e.PRACTICE_NAME,
    mailFrom: e.MAIL_FROM ?? `"${e.PRACTICE_NAME.replace(/["\\]/g, '\\$&')}" <no-reply@localhost>`,
    appOrigins: e.APP_ORIGIN.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL,
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      perIp: e.RATE_LIMIT_PER_IP,
      perAccount: e.RATE_LIMIT_PER_ACCOUNT,
      loginPerIpAccount: e.RATE_LIMIT_LOGIN_PER_IP_ACCOUNT,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginAccountWindowSeconds: e.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS,
    },
    profileImageMaxBytes: e.PROFILE_IMAGE_MAX_BYTES,
    userStorageMaxBytes: e.USER_STORAGE_MAX_BYTES,
    chat: {
      sendLimit: e.CHAT_SEND_LIMIT,
      sendWindowSeconds: e.CHAT_SEND_WINDOW_SECONDS,
      attachmentMaxBytes: e.CHAT_ATTACHMENT_MAX_BYTES,
    },
    documents: {
      maxBytes: e.DOCUMENT_MAX_BYTES,
      signingP12Path: e.SIGNING_P12 ? path.resolve(e.SIGNING_P12) : undefined,
      signingP12Password: e.SIGNING_P12_PASSWORD,
      remindAfterMs: e.REMIND_AFTER === 'off' ? null : Number(e.REMIND_AFTER) * 24 * 3600_000,
      remindCheckMs: 10 * 60_000,
      pdfJobMaxMs: e.PDF_JOB_MAX_SECONDS * 1000,
    },
    files: {
      store: e.FILE_STORE,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            // S3-compatible servers mostly want path-style URLs; AWS itself virtual-hosted ones.
            forcePathStyle: e.S3_FORCE_PATH_STYLE
              ? e.S3_FORCE_PATH_STYLE === 'on'
              : e.S3_ENDPOINT !== undefined,
            prefix: e.S3_PREFIX,
          }
        : null,
    },
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    scryptCost: e.SCRYPT_COST,
    passwordHashing: {
      concurrency: e.PASSWORD_HASHING_CONCURRENCY,
      maxWaiting: e.PASSWORD_HASHING_QUEUE,
    },
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : defaultWebDir,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : e.TRUST_PROXY.split(',').map((address) => address.trim()),
    logFormat: e.LOG_FORMAT,
    checkAnswers: e.CHECK_ANSWERS === 'on',
    headersTimeoutSeconds: e.HEADERS_TIMEOUT_SECONDS,
    serveSourceMaps: e.SOURCE_MAPS === 'on',
    notifyEmailAfterMs:
      e.NOTIFY_EMAIL_AFTER === 'off' ? null : Number(e.NOTIFY_EMAIL_AFTER) * 60_000,
    notifyEmailCheckMs: 30_000,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    guests: {
      sessionSeconds: e.GUEST_SESSION_MINUTES * 60,
      resumeSeconds: 30 * 24 * 3600,
      answerFloorMs: 250,
    },
  };
}
