import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from packages/server) writes the migrations that the server applies.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
