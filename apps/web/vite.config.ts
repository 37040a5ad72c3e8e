import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

/**
 * The stylesheet first: it holds the first paint. The scripts (deferred modules and their preloads) only
 * make the server-rendered page interactive, so they are fetched at low priority, after the stylesheet
 * and the page's images, instead of competing with them on a slow connection.
 */
const stylesheetFirst: Plugin = {
  name: 'stylesheet-first',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
      return rest
        .replace(/(<\/title>)/, `$1${stylesheets.join('')}`)
        .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"');
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesheetFirst],
  resolve: {
    // Contracts from source: the index, and a module such as a language's messages (@trades/contracts/messages/en).
    alias: [
      { find: /^@trades\/contracts$/, replacement: path.resolve(import.meta.dirname, '../../packages/contracts/src/index.ts') },
      { find: /^@trades\/contracts\/(.+)$/, replacement: path.resolve(import.meta.dirname, '../../packages/contracts/src/$1.ts') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://localhost:3000',
      '/public': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
      // The outbox page and its JSON share a path: only non-HTML requests go to the API.
      '/dev/outbox': {
        target: 'http://localhost:3000',
        bypass: (request) => ((request.headers.accept ?? '').includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700, copyPublicDir: !isSsrBuild },
  // The server-side entry (dist-ssr, loaded by the API server) carries its dependencies: it runs wherever the API runs.
  ssr: { noExternal: true },
}));
