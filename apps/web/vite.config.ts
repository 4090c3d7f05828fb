import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Fastify server owns /api and /auth; in dev Vite serves the app and
// forwards those calls so the browser sees one origin, as in production.
const API_TARGET = process.env.SVERKA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs change far less often than our code: their own chunks stay cached
        // across releases. Other libraries are not grouped, so the graph and chart libraries stay in the
        // lazy chunks of the tabs that use them instead of one vendor chunk every page preloads.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|clsx)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/auth': { target: API_TARGET, changeOrigin: true },
    },
  },
});
