import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SocketServer } from './realtime/socket.ts';

import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, ping, type Database } from './db/database.ts';
import { openFileStore } from './files/open-store.ts';
import { startOrphanSweep } from './files/orphan-sweep.ts';
import { lockDataDir, makePrivate, preparePrivateDataDir } from './lib/data-dir.ts';
import { installCompression } from './http/compression.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { logSerializers } from './http/log-serializers.ts';
import { installJsonParser } from './http/json-parser.ts';
import { serveApiReference } from './http/openapi.ts';
import { registerEndpoints } from './http/register-routes.ts';
import { installSecurity } from './http/security.ts';
import { serveWebApp } from './http/web-app.ts';
import { createMailer } from './lib/mailer.ts';
import { createPasswordWork, makeDummyHash } from './lib/passwords.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { readOrCreateSecret } from './lib/secret-file.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createTokenService } from './lib/tokens.ts';
import { createChatServices } from './chat/services.ts';
import { startReminders } from './documents/reminders.ts';
import { loadSealIdentity } from './documents/seal-identity.ts';
import { createDocumentServices } from './documents/services.ts';
import { createNotifier } from './realtime/notifier.ts';
import { connectRealtimeCluster } from './realtime/cluster.ts';
import { authenticateSockets, createSocketServer } from './realtime/socket.ts';
import { startUnreadMailer } from './notifications/unread-mail.ts';
import { createSessionGate } from './sessions/session-gate.ts';
import { handlers, resourceChecks, socketWiring } from './domains.ts';
import { seedSuperadmin, type SeedResult } from './seed/superadmin.ts';

/** How long a stop lets in-flight requests finish before it cuts the connections left. */
const CLOSE_GRACE_MS = 5000;

export interface RunningServer {
  app: FastifyInstance;
  io: SocketServer;
  ctx: AppContext;
  database: Database;
  seed: SeedResult;
  /** Whether the built SPA was found and is served. */
  servesWebApp: boolean;
  /** Starts listening; resolves the base URL (http://host:port). */
  listen: () => Promise<string>;
  /**
   * Resolves once the background work started so far (and work deferred to the next turn of the
   * event loop, e.g. coalesced chat notices) has finished: what tests wait for before they count
   * the rows a request wrote.
   */
  settle: () => Promise<void>;
  close: () => Promise<void>;
}

/** Readable logs for a person at a terminal, when pino-pretty is installed (a dev dependency). */
function wantsPrettyLogs(format: Config['logFormat']): boolean {
  if (format === 'json' || (format === 'auto' && !process.stdout.isTTY)) return false;
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds the whole service (database with migrations applied, superadmin seeded, HTTP API,
 * socket.io, SPA) without listening, so tests and main.ts share the exact same wiring.
 */
export async function buildServer(
  config: Config,
  options: { logStream?: { write: (line: string) => void } } = {},
): Promise<RunningServer> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream
        ? { stream: options.logStream }
        : wantsPrettyLogs(config.logFormat)
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
              },
            }
          : {}),
    },
    bodyLimit: 64 * 1024,
    // Slow clients (partial headers or bodies) are answered 408 and closed instead of holding a
    // connection; Node checks every second instead of every 30 s.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    // Request URLs never carry secrets here (reset tokens travel in bodies), so they may be logged.
    trustProxy: config.trustProxy,
  });

  const { corrected } = preparePrivateDataDir(config.dataDir);
  if (corrected) app.log.warn(`DATA_DIR: made ${corrected} files and folders private (0600/0700)`);
  // The embedded database lives in DATA_DIR: one process only. (PostgreSQL has its own locking.)
  const lock = config.databaseUrl
    ? null
    : await lockDataDir(config.dataDir, (error) => {
        app.log.fatal({ err: error }, 'the DATA_DIR lock was lost; stopping before data is shared');
        process.exit(1);
      });
  const releaseLock = async () => lock?.release();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
  }).catch(async (error: unknown) => {
    await releaseLock();
    throw error;
  });
  if (database.kind === 'pglite') makePrivate(config.dataDir);
  const cluster = config.redisUrl
    ? await connectRealtimeCluster(config.redisUrl, app.log).catch(async (error: unknown) => {
        await database.close();
        await releaseLock();
        throw error;
      })
    : null;
  // With REDIS_URL the counters are shared by every process (one limit, not one per process).
  const limiter = await createRateLimiter({
    ...config.rateLimits,
    redisUrl: config.redisUrl,
    log: app.log,
  }).catch(async (error: unknown) => {
    await cluster?.close();
    await database.close();
    await releaseLock();
    throw error;
  });
  // Where files live, and the certificate that seals documents: a bad S3 or SIGNING_P12 setting
  // (or PostgreSQL without a shared certificate) stops the start with its name.
  const [fileStore, seal] = await Promise.all([
    openFileStore(config, database, app.log),
    loadSealIdentity({
      p12Path: config.documents.signingP12Path,
      password: config.documents.signingP12Password,
      dataDir: config.dataDir,
      databaseKind: database.kind,
      practiceName: config.practiceName,
      log: app.log,
    }),
  ]).catch(async (error: unknown) => {
    await limiter.close();
    await cluster?.close();
    await database.close();
    await releaseLock();
    throw error;
  });
  const io = createSocketServer(app.server, config.appOrigins, cluster?.adapter);
  const pending = new Set<Promise<void>>();
  const notifier = createNotifier(io);
  const serverSecret = config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret');
  const ctx: AppContext = {
    db: database.db,
    config,
    tokens: createTokenService(serverSecret, config.jwtTtlSeconds),
    secrets: createSecretBox(serverSecret, 'totp-secret'),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
      practiceName: config.practiceName,
    }),
    limiter,
    notifier,
    chat: createChatServices(io, config),
    log: app.log,
    passwords: createPasswordWork({ cost: config.scryptCost, ...config.passwordHashing }),
    dummyHash: await makeDummyHash(config.scryptCost),
    files: fileStore.files,
    documents: createDocumentServices(seal, { pdfJobMaxMs: config.documents.pdfJobMaxMs }),
    sessions: createSessionGate(database.db, (sessionId) => notifier.endSession(sessionId, 'idle')),
    background: (task) => {
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, 'background task failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };

  const seed = await seedSuperadmin(database.db, {
    email: config.superadminEmail,
    password: config.superadminPassword,
    scryptCost: config.scryptCost,
    sealedTotpSecret: config.superadminTotpSecret && ctx.secrets.seal(config.superadminTotpSecret),
  });

  installJsonParser(app);
  installErrorHandler(app);
  await installSecurity(app, config.appOrigins);
  await installCompression(app);
  await app.register(multipart);
  authenticateSockets(io, ctx, socketWiring);
  registerEndpoints(app, ctx, handlers, resourceChecks);
  await serveApiReference(app);
  app.get('/api/v1/health', async () => {
    await ping(database.db);
    return { status: 'ok', database: database.kind };
  });
  // E-mails for notifications still unread after NOTIFY_EMAIL_AFTER (several processes share it).
  const stopUnreadMailer =
    config.notifyEmailAfterMs === null
      ? async () => undefined
      : startUnreadMailer(ctx, config.notifyEmailCheckMs);
  // Files that no row names (a crash between writing a file and its row) go after a grace time.
  const stopOrphanSweep = startOrphanSweep(ctx);
  // Copies' due dates and reminder schedules (several processes share it); always on: even with
  // REMIND_AFTER=off, due dates expire copies.
  const stopReminders = startReminders(ctx);
  const servesWebApp = await serveWebApp(app, config.webDir, {
    serveSourceMaps: config.serveSourceMaps,
    practiceName: config.practiceName,
  });

  /** Waits for the background work, and for what it starts, until none is left. */
  async function settleBackground() {
    do {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...pending]);
    } while (pending.size > 0);
  }

  let closed = false;
  return {
    app,
    io,
    ctx,
    database,
    seed,
    servesWebApp,
    listen: async () => {
      const address = await app.listen({ port: config.port, host: config.host });
      return address.replace('://[::1]', '://localhost').replace('://127.0.0.1', '://localhost');
    },
    settle: settleBackground,
    close: async () => {
      if (closed) return;
      closed = true;
      // Every step runs even if an earlier one failed, so the database is always released.
      const errors: unknown[] = [];
      const step = async (run: () => unknown) => {
        try {
          await run();
        } catch (error) {
          errors.push(error);
        }
      };
      // Sockets first (Fastify's close would wait for them); the HTTP server is Fastify's to close.
      await step(() => {
        io.disconnectSockets(true);
        io.engine.close();
      });
      await step(stopUnreadMailer);
      await step(stopOrphanSweep);
      await step(stopReminders);
      // In-flight requests get a grace to finish; a connection still open after it (a client that
      // left a socket half-open) is cut, so that a stop never waits on a client's keep-alive.
      const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      await step(() => app.close());
      clearTimeout(cut);
      if (cluster) {
        await step(() => io.of('/').adapter.close());
        await step(() => cluster.close());
      }
      await step(() => limiter.close());
      // Background work finishes before the database closes, and so does the work it starts
      // (a chat notice's next round): none of it meets a closed database.
      await step(settleBackground);
      await step(() => ctx.documents.pdf.close());
      await step(fileStore.close);
      await step(() => database.close());
      if (database.kind === 'pglite') await step(() => makePrivate(config.dataDir));
      await step(releaseLock);
      if (errors.length) throw new AggregateError(errors, 'the server did not close cleanly');
    },
  };
}
