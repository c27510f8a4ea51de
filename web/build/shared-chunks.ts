import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

/** The build's module graph, as the chunking sees it. */
interface EntryGraph {
  /** For each module, the entries (user entries and dynamic-import targets) that import it statically. */
  reachedBy: Map<string, Set<string>>;
  /**
   * Entries that load ahead of every screen: the HTML entry and the stages `main.tsx` imports
   * (React DOM, Emotion, the theme, zod, `start-app`).
   */
  start: Set<string>;
  /** The other user entries (the enhance entry of the static pages) and all they may import. */
  enhance: Set<string>;
}

function readEntryGraph(anyId: string, info: ModuleInfo): EntryGraph {
  // Every module of the build: the graph walked both ways from one of them.
  const all = new Set([anyId]);
  const queue = [anyId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const module = info(id);
    for (const next of module ? [...module.importers, ...module.dynamicImporters, ...module.importedIds, ...module.dynamicallyImportedIds] : []) {
      if (all.has(next)) continue;
      all.add(next);
      queue.push(next);
    }
  }
  const roots = [...all].filter((id) => info(id)?.isEntry);
  const entries = new Set([...all].filter((id) => info(id)?.isEntry || (info(id)?.dynamicImporters.length ?? 0) > 0));
  const reachedBy = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const id of closure(entry, info, false)) {
      const by = reachedBy.get(id) ?? new Set<string>();
      reachedBy.set(id, by.add(entry));
    }
  }
  const start = new Set<string>();
  const enhance = new Set<string>();
  for (const root of roots) {
    if (root.endsWith('.html')) {
      start.add(root);
      for (const [id, by] of reachedBy) if (by.has(root)) for (const stage of info(id)?.dynamicallyImportedIds ?? []) start.add(stage);
    } else {
      for (const id of closure(root, info, true)) if (entries.has(id)) enhance.add(id);
    }
  }
  return { reachedBy, start, enhance };
}

/** The modules `from` imports, itself included: statically, or also through dynamic imports. */
function closure(from: string, info: ModuleInfo, dynamic: boolean): Set<string> {
  const seen = new Set([from]);
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const module = info(id);
    for (const next of module ? [...module.importedIds, ...(dynamic ? module.dynamicallyImportedIds : [])] : []) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

/**
 * The screens a mail links to, prerendered as shells (`shellScreen` in `src/app/routes.tsx`): each
 * loads only the modules it imports, in as few files as that allows.
 */
export const shellScreenModules = /[\\/]src[\\/]routes[\\/](?:booking|my-booking|pay|newsletter-confirm|waitlist|waitlist-join|admin-login)\.tsx$/;

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const appModule = /[\\/](?:web|shared)[\\/]src[\\/]/;

/**
 * A `codeSplitting` group's `name` for the app's own modules that several entries import
 * (decision 072). By default Rolldown makes a chunk for each set of entries that imports a
 * module, and the app's dozens of entries (screens and the parts they load later) make dozens of
 * chunks of a few hundred bytes. Here a shared module's chunk is chosen only by which *key*
 * entries import it: the app's start stages, the enhance entry's side, and the screens matched by
 * `keyScreens`. So each of those loads exactly the modules it loaded before, in fewer files.
 *
 * No chunk can import a chunk that imports it back (a cycle, which would run a module before one
 * it needs): a module's imports are imported by every entry that imports it, so their key holds
 * its key, or (once a start stage is in it) holds its start stages.
 */
export function sharedChunkName(keyScreens: RegExp): Rolldown.CodeSplittingNameFunction {
  const graphs = new WeakMap<object, EntryGraph>();
  return (id, ctx) => {
    if (!appModule.test(id) || id.includes('node_modules')) return null;
    const graph = graphs.get(ctx) ?? readEntryGraph(id, (moduleId) => ctx.getModuleInfo(moduleId));
    graphs.set(ctx, graph);
    const by = [...(graph.reachedBy.get(id) ?? [])];
    // A module of one entry stays in that entry's chunk.
    if (by.length < 2) return null;
    const startsFirst = by.some((entry) => graph.start.has(entry));
    const key = by.filter((entry) => graph.start.has(entry) || graph.enhance.has(entry) || (!startsFirst && keyScreens.test(entry))).sort();
    if (key.length === 0) return null;
    // Named from paths in the project, so the same sources give the same files on any machine.
    const names = key.map((entry) => relative(projectRoot, entry).replaceAll('\\', '/'));
    return `shared-${createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 6)}`;
  };
}
