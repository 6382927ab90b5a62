import { fileURLToPath } from 'node:url';

import path from 'node:path';

/** What rolldown's chunking context answers about a module (the part read here). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** The entry and the pages a visitor who is not signed in lands on. */
const PUBLIC_PAGES = [source('main.tsx'), source('features/auth/auth-page.tsx'), source('features/admin/admin-login-page.tsx')];
/**
 * Their dynamic imports are screens, each chunked on its own, or (app/first-screen.ts) a screen's module loaded
 * ahead for a signed-in visitor: a public page's code does not follow them.
 */
const SCREEN_LOADERS = [source('app/router.tsx'), source('app/require-auth.tsx'), source('app/first-screen.ts')];
/** The signed-in first screen's chunks: its frame, then the dashboard (a module of both is the frame's). */
export const FIRST_SCREEN_CHUNKS = [
  { name: 'frame', root: source('app/app-layout.tsx') },
  { name: 'dashboard', root: source('features/dashboard/dashboard-page.tsx') },
];

/** lucide-react's index, which re-exports every icon (and imports them all again as `icons`). */
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** Each name the icon index exports, to the file of its icon: `export { default as X, default as XIcon } from './icons/x.mjs';` */
function iconFiles(indexId: string, indexCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of indexCode.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, path.resolve(path.dirname(indexId), file));
  }
  return files;
}

/**
 * The icon files a module names in its imports from lucide-react (ADR 076), so that a walk through the icon index
 * reaches those alone; undefined (the walk then takes the whole index) when its imports are not all plain names.
 */
function iconsNamed(code: string, files: ReadonlyMap<string, string>): string[] | undefined {
  const imports = [...code.matchAll(/import\s*(\{[^}]*\}|[^'"]*?)\s*from\s*['"]lucide-react['"]/g)].map(([, clause = '']) => clause);
  if (imports.length === 0 || imports.some((clause) => !clause.startsWith('{'))) return undefined;
  const names = imports.flatMap((clause) => [...clause.matchAll(/(\w+)(?:\s+as\s+\w+)?\s*[,}]/g)].map(([, name = '']) => name));
  const named = names.map((name) => files.get(name));
  return named.every((file) => file !== undefined) ? named : undefined;
}

/**
 * Every module `roots` import, statically, and dynamically too where `followDynamic` says so. Through lucide's icon
 * index only to the icons the importer names: the index reaches every icon, so a page that showed one icon
 * "reached" all of them, and none could be grouped (ADR 074's 28 small files were mostly these and others alike).
 */
function reach(graph: ModuleGraph, roots: readonly string[], followDynamic: (importer: string) => boolean): Set<string> {
  const reached = new Set<string>();
  let icons: Map<string, string> | undefined;
  const iconsOf = (indexId: string) => (icons ??= iconFiles(indexId, graph.getModuleInfo(indexId)?.code ?? ''));
  const visit = (id: string): void => {
    if (reached.has(id)) return;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) {
      const named = ICON_INDEX.test(imported) && info.code !== null ? iconsNamed(info.code, iconsOf(imported)) : undefined;
      if (named) {
        reached.add(imported);
        named.forEach(visit);
      } else visit(imported);
    }
    if (followDynamic(id)) for (const imported of info.dynamicallyImportedIds) visit(imported);
  };
  for (const root of roots) visit(root);
  return reached;
}

/**
 * A code-splitting group (ADR 074): the signed-in first screen's modules in two chunks, the frame's and the
 * dashboard's, instead of about 50 chunks of a few hundred bytes that the browser fetched six at a time. A module
 * a public page may load, with the page or later (its form checks, the toaster), keeps the default chunking, so
 * the public pages load nothing more; firstPageBudget fails a build where the sign-in page loads one of these.
 */
export function firstScreenChunks() {
  let chunkOf: Map<string, string> | undefined;
  const chunksOf = (graph: ModuleGraph) => {
    const publicCode = reach(graph, PUBLIC_PAGES, (importer) => !SCREEN_LOADERS.includes(importer));
    const named = new Map<string, string>();
    for (const { name, root } of FIRST_SCREEN_CHUNKS) {
      for (const id of reach(graph, [root], () => false)) if (!publicCode.has(id) && !named.has(id)) named.set(id, name);
    }
    return named;
  };
  return {
    // Only the modules named here: one a public page shares stays out even when a named one imports it.
    includeDependenciesRecursively: false,
    name: (moduleId: string, graph: ModuleGraph) => {
      chunkOf ??= chunksOf(graph);
      return chunkOf.get(moduleId) ?? null;
    },
  };
}
