import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * A lint rule against features that depend on each other in a circle, counting every import: type-only ones too
 * (import-x/no-cycle passes those over), and ones that do not form a cycle of modules but still tie two features
 * together both ways. A feature is a folder under `<app>/src/features`; a file beside the folders (context.ts,
 * index.ts) is a node of its own. Tests and test fixtures (`*.test.*`, `testing.*`) may use any feature, so they
 * are not part of the graph. The graph is read from the files on disk once per lint run.
 */

const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCT = /(\.test\.tsx?|(^|[\\/])testing\.tsx?)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** `<app>/src` and the feature node of a file, or undefined outside a feature folder. */
function locate(file) {
  const parts = path.normalize(file).split(path.sep);
  const at = parts.lastIndexOf('features');
  if (at < 1 || parts[at - 1] !== 'src' || at + 1 >= parts.length) return undefined;
  const name = parts[at + 1];
  return { src: parts.slice(0, at).join(path.sep), node: at + 2 === parts.length ? name.replace(SOURCE, '') : name };
}

/** The file an import names, for relative imports and the web app's `@/` alias; undefined for packages. */
function target(fromFile, specifier, src) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('@/')) return path.join(src, specifier.slice(2));
  return undefined;
}

function nodeOf(file, src) {
  const located = locate(file);
  return located && located.src === src ? located.node : undefined;
}

const graphs = new Map();

/** Feature → the features its product files import, for one app. */
function featureGraph(src) {
  const known = graphs.get(src);
  if (known) return known;
  const graph = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !NOT_PRODUCT.test(full)) {
        const from = nodeOf(full, src);
        for (const [, specifier] of readFileSync(full, 'utf8').matchAll(SPECIFIER)) {
          const resolved = target(full, specifier, src);
          const to = resolved && nodeOf(resolved, src);
          if (!from || !to || to === from) continue;
          if (!graph.has(from)) graph.set(from, new Set());
          graph.get(from).add(to);
        }
      }
    }
  };
  walk(path.join(src, 'features'));
  graphs.set(src, graph);
  return graph;
}

/** The shortest way from `start` to `goal` through the graph, or undefined. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const way = [];
      for (let at = goal; at !== undefined; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Features must not depend on each other in a circle (type-only imports included).' },
    schema: [],
    messages: { cycle: "'{{from}}' may not import '{{to}}': features would depend on each other in a circle ({{cycle}})." },
  },
  create(context) {
    const file = context.filename;
    const located = locate(file);
    if (!located || NOT_PRODUCT.test(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const resolved = target(file, specifier, located.src);
      const to = resolved && nodeOf(resolved, located.src);
      if (!to || to === located.node) return;
      const back = pathBetween(featureGraph(located.src), to, located.node);
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { from: located.node, to, cycle: [located.node, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-feature-cycle': noFeatureCycle } };
