import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './src/build/precompress.ts';

// The Fastify server owns /api, /auth and the chat sockets under /ws; in dev Vite
// serves the app and forwards those so the browser sees one origin, as in production.
const API_TARGET = process.env.SVERKA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // Every text file of the build gets a .br and a .gz beside it: the server sends those as they are.
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and its router never change between our releases: their own chunk stays cached. Other
        // libraries are not grouped: a group takes a library's modules from every chunk, so Mantine's tables,
        // sliders and pagers, the graph and the charts would all preload with the first page.
        codeSplitting: {
          // Common chunks under 32 KB of source are copied into the chunks that import them (one copy runs:
          // the bundler's registry keeps one module state). Each route shared its own mix of Mantine's small
          // components, so a fresh landing page fetched 78 scripts of 1–3 KB; now 23, for 3 % more bytes over a
          // visit. Chunks with styles stay files: Vite's CSS plugin would emit their CSS once per copy.
          experimentalInlineCommonChunks: {
            maxSize: 32 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Zod with its setting in one chunk, which runs before every chunk that builds a schema (lib/zod-setup.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-setup\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/auth': { target: API_TARGET, changeOrigin: true },
      // The socket's Origin stays the page's: the server checks it against its own.
      '/ws': { target: API_TARGET, ws: true },
    },
  },
});
