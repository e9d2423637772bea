import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Games and languages are split by dynamic import() (src/games/registry.ts, src/ui/i18n.ts),
// so no manual chunking is needed: the first load holds only the shell.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { manifest: true, target: 'es2022' },
  server: { host: '127.0.0.1' },
});
