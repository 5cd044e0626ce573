import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './composition-root/build/precompress.ts';
import { shellChunks } from './composition-root/build/shellChunks.ts';

const chunks = shellChunks();

// One config for the browser bundle (vite build) and the test runner (vitest).
// The server runs the TypeScript sources directly (tsx), so only the client is bundled.
export default defineConfig({
  plugins: [react(), chunks.plugin, precompress()],
  publicDir: false,
  build: {
    // CLIENT_DIR lets parallel builds (several developers on one machine) keep apart.
    outDir: process.env.CLIENT_DIR ?? 'dist/client',
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { input: 'composition-root/browser/main.tsx', output: { codeSplitting: { groups: chunks.groups } } },
  },
  test: {
    include: ['{domain,application,adapters-http,adapters-storage,adapters-ui-react,composition-root}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
