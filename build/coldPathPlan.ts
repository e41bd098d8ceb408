/**
 * Issue 13 (§9): which modules a visit's first screen needs, and the file each of them goes to.
 *
 * Left to itself the bundler splits the console into ~115 files by which dynamic imports share a module; a signed-in
 * cold load then asks for ~50 of them, six at a time over HTTP/1.1, and evaluates nothing until the last is in. This
 * plan puts what a visit needs before its first screen into two files on top of the entry: `shared`, what the login
 * page needs beyond the entry (the signed-in console needs it too), and `console`, what the signed-in console's first
 * screen needs beyond that. The entry's own modules are a group too (`entry`, which the bundler makes the entry file
 * itself): left to it, the bundler split them into five or six small files as soon as a lazily loaded dialog or input
 * imported one of them (issue 32: the dialogs and the record selector out of `console`). Everything else — the other screens, charts, editors, dialogs — keeps the bundler's own
 * splitting and still loads when it is first used.
 *
 * The plan is read off a first build's chunks (their modules and static imports), so every group is closed under what
 * its modules really import after tree-shaking: `shared` needs only the entry, `console` only the entry and `shared`.
 * That is what lets the second build group modules without re-ordering their evaluation (rolldown's
 * `strictExecutionOrder`, which wraps every module and measured slower).
 */

/** A chunk of the first build: the parts of rolldown's OutputChunk the plan reads. */
export interface PlanChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  /** Files this chunk imports statically. */
  imports: string[];
}

/** Where a visit starts, as module names (see moduleName): the dynamic imports its first screen waits for. */
export interface ColdPathRoots {
  /** The login page (and what a signed-in visit shares with it). */
  signedOut: string[];
  /** The signed-in console's shell. */
  signedIn: string[];
  /**
   * What the start-up asks for ahead of the console's code, to learn early which screen opens (src/boot.ts): these
   * keep their own small files, or they would wait for the console's.
   */
  ahead: string[];
  /** Where the generated screens live: what most of them import belongs to the signed-in first screen too. */
  screens: string;
}

export const COLD_PATH_GROUPS = ['entry', 'shared', 'console'] as const;
export type ColdPathGroup = (typeof COLD_PATH_GROUPS)[number];

/** module id → the group (file) it goes to; modules not in it keep the bundler's splitting. */
export type ColdPathPlan = Map<string, ColdPathGroup>;

/** 'src/app/App.tsx' → 'src/app/App', '<root>/node_modules/react-dom/client.js' → 'react-dom/client'. */
export function moduleName(id: string, root: string): string {
  const normalized = id.replace(/\\/g, '/');
  const base = root.replace(/\\/g, '/').replace(/\/$/, '');
  const relative = normalized.startsWith(`${base}/`) ? normalized.slice(base.length + 1) : normalized;
  return relative.replace(/^.*node_modules\//, '').replace(/\.[cm]?[jt]sx?$/, '');
}

export function planColdPath(chunks: PlanChunk[], roots: ColdPathRoots, root: string): ColdPathPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (starts: PlanChunk[]) => {
    const seen = new Set<PlanChunk>();
    const visit = (chunk: PlanChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    starts.forEach(visit);
    return seen;
  };
  const holds = (chunk: PlanChunk, test: (name: string) => boolean) =>
    chunk.moduleIds.some((id) => test(moduleName(id, root)));
  const rootChunk = (name: string) => {
    const wanted = name.replace(/\.[cm]?[jt]sx?$/, '');
    const chunk = chunks.find((c) => holds(c, (module) => module === wanted));
    if (!chunk) throw new Error(`cold-path-chunks: the first build has no module '${name}'`);
    return chunk;
  };

  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const signedOut = closure(roots.signedOut.map(rootChunk));
  const screens = chunks.filter((chunk) => holds(chunk, (module) => module.startsWith(roots.screens)));
  if (screens.length === 0)
    throw new Error(`cold-path-chunks: the first build has no screens under '${roots.screens}'`);
  // What more than half of the screens import (the list table, the fields, the row buttons) is part of any first screen.
  const reach = new Map<PlanChunk, number>();
  for (const screen of screens) for (const chunk of closure([screen])) reach.set(chunk, (reach.get(chunk) ?? 0) + 1);
  const common = [...reach].filter(([, count]) => count > screens.length / 2).map(([chunk]) => chunk);
  const signedIn = closure([...roots.signedIn.map(rootChunk), ...common]);
  const ahead = closure(roots.ahead.map(rootChunk));

  const plan: ColdPathPlan = new Map();
  const assign = (group: ColdPathGroup, from: Set<PlanChunk>, skip: Set<PlanChunk>[]) => {
    for (const chunk of from)
      if (!skip.some((set) => set.has(chunk))) chunk.moduleIds.forEach((id) => plan.set(id, group));
  };
  // The entry's modules stay together in the entry file, whichever lazy chunk also imports them.
  assign('entry', entry, []);
  assign('shared', signedOut, [entry, ahead]);
  assign('console', signedIn, [entry, ahead, signedOut]);
  return plan;
}

/**
 * The second build's promise, checked on its output: no import cycle runs through a file the plan did not make. A
 * group's file may import the entry's files, a group before it, itself, a file of planned modules only (the stand-in a
 * dynamic import of a grouped module gets), or any file that does not lead back to it or a later group. Anything else
 * is a module the plan missed, evaluated in an order nobody chose.
 */
export function unplannedImports(chunks: PlanChunk[], plan: ColdPathPlan): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const groupFile = new Map<ColdPathGroup, string>();
  for (const chunk of chunks) {
    const group = chunk.moduleIds.map((id) => plan.get(id)).find((g) => g !== undefined);
    if (group && chunk.moduleIds.every((id) => plan.get(id) === group)) groupFile.set(group, chunk.fileName);
  }
  const reachable = (from: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    from.forEach(visit);
    return seen;
  };
  const entryFiles = reachable(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));

  const problems: string[] = [];
  COLD_PATH_GROUPS.forEach((group, rank) => {
    const file = groupFile.get(group);
    if (!file) return;
    const allowed = new Set([
      ...entryFiles,
      ...COLD_PATH_GROUPS.slice(0, rank + 1).flatMap((g) => groupFile.get(g) ?? []),
    ]);
    const thisOrLater = COLD_PATH_GROUPS.slice(rank).filter((g) => groupFile.has(g));
    for (const imported of byFile.get(file)!.imports) {
      if (allowed.has(imported)) continue;
      const target = byFile.get(imported);
      if (target && target.moduleIds.every((id) => plan.has(id))) continue;
      const leadsTo = reachable([imported]);
      const back = thisOrLater.find((g) => leadsTo.has(groupFile.get(g)!));
      if (back)
        problems.push(
          `${group} (${file}) imports ${imported}, which holds modules outside the plan and leads back to ${back}`,
        );
    }
  });
  return problems;
}
