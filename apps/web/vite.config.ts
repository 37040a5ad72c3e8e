import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, type Rolldown, defineConfig } from 'vite';
import { FIRST_VIEW_NAMESPACES, textFileOf } from './src/locales/namespaces.ts';

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

/**
 * The code of the public pages' first view (the app's start and the pages visitors land on from search
 * engines and shared links) as one chunk: split by the bundler's sharing rules it came as some 70 files,
 * each with its own request and headers, several times its size for the small ones on a phone. Which
 * modules those are is what the bundler itself puts in the chunks these modules load, once it has
 * dropped unused code: the plugin asks it in a build of its own (written nowhere) before the real one.
 * Following the imports instead would also take every module a barrel file (a package's index)
 * re-exports. Dynamic imports (a language's texts, dialogs, other pages) stay chunks of their own.
 */
const FIRST_VIEW_MODULES = ['src/start.tsx', 'src/features/home/index.ts', 'src/features/search/search-pages.tsx', 'src/features/offers/offer-pages.tsx'].map((file) =>
  path.resolve(import.meta.dirname, file),
);
const PROBE_MODE = 'first-view-probe';
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

function firstViewChunk(): Plugin {
  const firstView = new Set<string>();
  return {
    name: 'first-view-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== PROBE_MODE,
    async buildStart() {
      const { build } = await import('vite');
      const result = await build({ configFile: path.resolve(import.meta.dirname, 'vite.config.ts'), mode: PROBE_MODE, logLevel: 'silent', build: { write: false } });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunks these load before they run, themselves included. */
      const closure = (from: Rolldown.OutputChunk[]) => {
        const seen = new Map<string, Rolldown.OutputChunk>();
        for (let chunk = from.pop(); chunk !== undefined; chunk = from.pop()) {
          if (seen.has(chunk.fileName)) continue;
          seen.set(chunk.fileName, chunk);
          from.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
        }
        return [...seen.values()];
      };
      // What the entry itself loads stays where it is: the entry must not wait for the first view's chunk.
      const entry = new Set(closure(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName));
      const pages = closure(chunks.filter((chunk) => chunk.moduleIds.some((id) => FIRST_VIEW_MODULES.includes(id))));
      for (const chunk of pages) if (!entry.has(chunk.fileName)) for (const id of chunk.moduleIds) firstView.add(id);
      if (firstView.size === 0) throw new Error('first-view-chunk: no chunk holds the first view');
    },
    outputOptions(options) {
      const { codeSplitting } = options;
      const groups = typeof codeSplitting === 'object' ? (codeSplitting.groups ?? []) : [];
      // Taken with their dependencies, the first view's modules would also take what the entry loads (the
      // state reader, Vite's preload helper), and the entry would then wait for the whole chunk. The set is
      // closed under imports apart from those, which the entry has run before.
      const group = { name: 'first-view', test: (id: string) => firstView.has(id), includeDependenciesRecursively: false, priority: 1 };
      // React's own code in a chunk of its own, which the entry runs a task before the rest (src/main.tsx): run
      // as one script, the whole first view was one long task of about 50 ms on a fast phone.
      const react = { name: 'first-view-react', test: (id: string) => firstView.has(id) && REACT_MODULE.test(id), includeDependenciesRecursively: false, priority: 2 };
      return { ...options, codeSplitting: { ...(typeof codeSplitting === 'object' ? codeSplitting : {}), groups: [...groups, react, group] } };
    },
  };
}

/**
 * Mantine's useId gives every field a random id after mount: each one then re-renders synchronously
 * right after hydration (about 70 ms on a slowed phone for the search filters), and the ids the server
 * rendered change. The build takes ours instead (src/lib/mantine-use-id.ts), React's own id.
 */
const stableMantineIds: Plugin = {
  name: 'stable-mantine-ids',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.includes('@mantine/hooks') || !source.endsWith('use-id/use-id.mjs')) return null;
    return path.resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts');
  },
};

/**
 * A language's texts in two chunks, whichever file or catalogue asks for them: the namespaces of the
 * public pages' first view, and the rest with contracts' message catalogue (see locales/namespaces.ts).
 */
function textChunkOf(id: string): string | null {
  const file = textFileOf(id);
  if (file) return (FIRST_VIEW_NAMESPACES as readonly string[]).includes(file.namespace) ? `texts-${file.locale}-first-view` : `texts-${file.locale}`;
  const catalogue = /packages[\\/]contracts[\\/]src[\\/]messages[\\/](en|no|pl|ua)\.ts$/.exec(id);
  return catalogue ? `texts-${catalogue[1]}` : null;
}

/**
 * The files of the app's start (src/start.tsx's chunk and the chunks it imports), listed in the page: the
 * entry fetches them after the first paint and runs them later, when the browser is idle or the visitor
 * first touches the page (src/main.tsx). An import would run the code as soon as it arrived.
 */
const APP_CODE_ID = 'app-code';
const appCodeList: Plugin = {
  name: 'app-code-list',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/start.tsx')));
      if (!start) throw new Error('app-code-list: no chunk holds src/start.tsx');
      const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      const files = new Set<string>();
      for (let pending = [start.fileName]; pending.length > 0; ) {
        const file = pending.pop() as string;
        if (files.has(file) || entry.has(file)) continue;
        files.add(file);
        pending = [...pending, ...((bundle[file] as Rolldown.OutputChunk | undefined)?.imports ?? [])];
      }
      const list = JSON.stringify([...files].map((file) => `/${file}`));
      return html.replace('</body>', () => `<script type="application/json" id="${APP_CODE_ID}">${list}</script>\n  </body>`);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stableMantineIds, stylesFirst, appCodeList, firstViewChunk()],
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
      output: { codeSplitting: { groups: [{ name: textChunkOf, includeDependenciesRecursively: false }] } },
      // react-remove-scroll (Mantine's dialogs and drawers) marks the modules that register its side car as
      // having side effects, so every page carried the scroll lock even with no dialog open; they only
      // matter where a dialog is imported, so unused they may go.
      treeshake: { moduleSideEffects: (id: string) => (/\/node_modules\/react-remove-scroll\/.*\/(sidecar|medium)\.js$/.test(id) ? false : undefined) },
    },
  },
  // The server-side entry (dist-ssr, loaded by the API server) carries its dependencies: it runs wherever the API runs.
  ssr: { noExternal: true },
}));
