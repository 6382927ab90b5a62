import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking context answers about a module (the part read here). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
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

/**
 * An index that re-exports many modules: a walk through it reaches every one of them, so a page that used one
 * name "reached" them all and none could be grouped (ADR 074's small files were mostly these). The walk goes only
 * to the modules of the names each importer takes (ADR 076).
 */
interface ReExportingIndex {
  id: RegExp;
  /** How the app's modules import it. */
  specifier: string;
  /** Each name it exports, to the module that name comes from. */
  modulesOf(indexId: string, graph: ModuleGraph): Map<string, string>;
}

const codeOf = (graph: ModuleGraph, id: string) => graph.getModuleInfo(id)?.code ?? '';

/** lucide-react's index: `export { default as X, default as XIcon } from './icons/x.mjs';` for every icon. */
function iconModules(indexId: string, graph: ModuleGraph): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names = '', file = ''] of codeOf(graph, indexId).matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)';/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) modules.set(name, path.resolve(path.dirname(indexId), file));
  }
  return modules;
}

/** The names a module exports by declaration or by list (`export const a`, `export { b, c as d }`). */
function exportedNames(code: string): string[] {
  const declared = [...code.matchAll(/export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+(\w+)/g)].map(([, name = '']) => name);
  const listed = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list = '']) =>
    list.split(',').map((entry) => entry.trim().split(/\s+as\s+/).at(-1) ?? ''),
  );
  return [...declared, ...listed].filter(Boolean);
}

/** A package's index of `export * from './module.ts'` lines (the contracts, core). */
function starModules(indexId: string, graph: ModuleGraph): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, file = ''] of codeOf(graph, indexId).matchAll(/export \* from ['"](\.\/[^'"]+)['"]/g)) {
    const id = path.resolve(path.dirname(indexId), file);
    for (const name of exportedNames(codeOf(graph, id))) modules.set(name, id);
  }
  return modules;
}

const packageIndex = (name: string) => new RegExp(`[\\\\/]packages[\\\\/]${name}[\\\\/]src[\\\\/]index\\.ts$`);
const RE_EXPORTING_INDEXES: readonly ReExportingIndex[] = [
  { id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/, specifier: 'lucide-react', modulesOf: iconModules },
  { id: packageIndex('contracts'), specifier: '@playbook/contracts', modulesOf: starModules },
  { id: packageIndex('core'), specifier: '@playbook/core', modulesOf: starModules },
];

/**
 * The modules behind the names a module imports (or re-exports) from an index; undefined (the walk then takes the
 * whole index) when any mention of the index is not a plain list of names (`* as`, a default, a bare import), or a
 * name is not found: the walk may keep too much out of the groups, never too little. Type-only imports bring
 * nothing.
 */
function modulesNamed(code: string, specifier: string, modules: ReadonlyMap<string, string>): string[] | undefined {
  const quoted = `['"]${specifier.replace('/', '\\/')}['"]`;
  const all = [...code.matchAll(new RegExp(`(?:import|export)\\s*([^'";]*?)\\s*from\\s*${quoted}`, 'g'))].map(([, clause = '']) => clause.trim());
  if (all.length !== [...code.matchAll(new RegExp(quoted, 'g'))].length) return undefined;
  const clauses = all.filter((clause) => !clause.startsWith('type '));
  if (clauses.some((clause) => !clause.startsWith('{'))) return undefined;
  const names = clauses.flatMap((clause) =>
    clause
      .slice(1, -1)
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '' && !entry.startsWith('type '))
      .map((entry) => entry.split(/\s+as\s+/)[0] ?? ''),
  );
  const named = names.map((name) => modules.get(name));
  return named.every((id) => id !== undefined) ? named : undefined;
}

/**
 * Every module `roots` import, statically, and dynamically too where `followDynamic` says so; through a
 * re-exporting index only to the modules of the names the importer takes.
 */
function reach(graph: ModuleGraph, roots: readonly string[], followDynamic: (importer: string) => boolean): Set<string> {
  const reached = new Set<string>();
  const indexModules = new Map<string, Map<string, string>>();
  const through = (importer: string, imported: string): string[] | undefined => {
    const index = RE_EXPORTING_INDEXES.find(({ id }) => id.test(imported));
    if (!index) return undefined;
    if (!indexModules.has(imported)) indexModules.set(imported, index.modulesOf(imported, graph));
    return modulesNamed(codeOf(graph, importer), index.specifier, indexModules.get(imported) ?? new Map());
  };
  const visit = (id: string): void => {
    if (reached.has(id)) return;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    for (const imported of info.importedIds) {
      const named = through(id, imported);
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
