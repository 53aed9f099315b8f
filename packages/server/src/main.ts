import { loadConfig } from './config.ts';
import { describeFsError } from './lib/data-dir.ts';
import { buildServer } from './server.ts';

/** `npm start -w @portal/server`: read the settings, start, print where to go. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await buildServer(config);
  const url = await server.listen();

  const lines = [`Server ready at ${url}  (API ${url}/api/v1, database: ${server.database.kind})`];
  if (!server.servesWebApp) {
    lines.push(`The web app is not built (${config.webDir}); only the API is served.`);
  }
  if (server.seed.generatedPassword) {
    // Printed once, on the start that created the account; it is not stored anywhere in clear.
    lines.push(
      '',
      'Superadmin account created:',
      `  e-mail:   ${server.seed.email}`,
      `  password: ${server.seed.generatedPassword}`,
      'Write it down now: it is not shown again. (Set SUPERADMIN_PASSWORD to choose it.)',
      'At its first sign-in the superadmin sets up its second step (an authenticator app or a passkey).',
    );
  } else if (server.seed.created) {
    lines.push(
      `Superadmin account created: ${server.seed.email} (password from SUPERADMIN_PASSWORD).`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);

  const stop = (signal: string) => {
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // One line that says what is wrong; never "[object Object]".
  process.stderr.write(`${describeFsError(error)}\n`);
  process.exit(1);
});
