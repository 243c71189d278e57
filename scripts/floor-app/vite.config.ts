// The floor app's build: the same Vite and React plugin as Surveyor, production mode, into dist-floor/
// at the repository's root. It shares Surveyor's public/ so both register the same mockServiceWorker.js.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  publicDir: fromHere('../../public'),
  plugins: [react()],
  build: { outDir: fromHere('../../dist-floor'), emptyOutDir: true, sourcemap: false },
  preview: { host: '127.0.0.1', strictPort: true },
});
