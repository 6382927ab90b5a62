/** The parts of an output chunk that say what a page loads with it. */
export interface LoadedChunk {
  fileName: string;
  name: string;
  code: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/**
 * The chunks a page loads with its first view: the entry and the chunks of `screens` (source paths ending
 * '/src/...'), with every chunk they import statically, in load order (a chunk before the ones it imports).
 */
export function chunksLoaded<Chunk extends LoadedChunk>(chunks: readonly Chunk[], screens: readonly string[]): Chunk[] {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Map<string, Chunk>();
  const load = (chunk: Chunk | undefined): void => {
    if (!chunk || loaded.has(chunk.fileName)) return;
    loaded.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) load(byFileName.get(imported));
  };
  // A screen's module may sit in a code-splitting group's chunk rather than a chunk of its own (its facade).
  const holds = (chunk: Chunk, path: string) => chunk.facadeModuleId?.endsWith(path) || chunk.moduleIds.some((id) => id.endsWith(path));
  for (const chunk of chunks) {
    if (chunk.isEntry || screens.some((path) => holds(chunk, path))) load(chunk);
  }
  return [...loaded.values()];
}
