import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

/**
 * The stylesheet first: it holds the first paint. With it, inline, go the app's own styles (CSS modules,
 * a few kB), which would otherwise come with the code of the chunks using them: a server-rendered page
 * is painted before its code arrives and must be styled by then. The scripts only make that page
 * interactive, so they are fetched at low priority instead of competing with it on a slow connection.
 */
const stylesFirst: Plugin = {
  name: 'styles-first',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const files = bundle ?? {};
      const appStyles = Object.values(files).flatMap((chunk) =>
        chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.includes('/src/') && id.endsWith('.module.css')) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [],
      );
      const appCss = appStyles.map((file) => (files[file]?.type === 'asset' ? String(files[file].source) : '')).join('');
      const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
      const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
      return rest
        .replace('</title>', () => `</title>${stylesheets.join('')}\n    <style>${appCss}</style>`)
        .replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"');
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stylesFirst],
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
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      // react-remove-scroll (Mantine's dialogs and drawers) marks the modules that register its side car as
      // having side effects, so every page carried the scroll lock even with no dialog open; they only
      // matter where a dialog is imported, so unused they may go.
      treeshake: { moduleSideEffects: (id: string) => (/\/node_modules\/react-remove-scroll\/.*\/(sidecar|medium)\.js$/.test(id) ? false : undefined) },
    },
  },
  // The server-side entry (dist-ssr, loaded by the API server) carries its dependencies: it runs wherever the API runs.
  ssr: { noExternal: true },
}));
