import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.join(here, 'src') } },
  server: {
    port: 5173,
    // In development the API and the socket live on the server; the SPA proxies to them.
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // Source maps are written for debugging and error reports, but the bundles do not point to
  // them and the server does not serve them unless SOURCE_MAPS=on (docs/server.md).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
