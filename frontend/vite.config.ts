import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/ingest', '/upload', '/jobs', '/specifications', '/query', '/transcribe', '/health', '/ready', '/openapi.json', '/docs'].map((p) => [p, 'http://localhost:8080'])),
  },
});
