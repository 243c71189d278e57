// Import loops of every kind between the modules of a tree. ESLint's import-x/no-cycle skips type-only
// imports (it has no option to count them), yet a loop of types still ties two modules together: neither
// can be read, moved or split without the other. So every import counts here: values, types,
// re-exports and lazy `import()`.
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js'];

function parentOf(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf('/')));
}

/** `a/b/../c/./d` → `a/c/d`. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The file a relative or `@/` specifier names, as the bundler resolves it; null for a package or a file not in `files`. */
function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlyMap<string, string>,
): string | null {
  // `?raw`, `?csp-hashed`: the same file, read another way.
  const path = specifier.split('?')[0]!;
  let base: string;
  // `@/…` is src/ (the tsconfigs' paths), from a tree whose keys start at the repository's root.
  if (path.startsWith('@/')) base = `src/${path.slice(2)}`;
  else if (path.startsWith('./') || path.startsWith('../')) base = normalise(`${parentOf(from)}/${path}`);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Each file's imports of other files in the tree, from the files' text (path → source). */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [path, text] of files) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((imported) => resolveSpecifier(path, imported.fileName, files))
      .filter((target): target is string => target !== null);
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/** One loop through the files of a strongly connected group, written `a → b → a`. */
function loopThrough(group: ReadonlySet<string>, graph: ReadonlyMap<string, string[]>): string {
  const start = [...group].sort()[0]!;
  // Breadth first from start, staying in the group, until an edge comes back to start.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start].join(' → ');
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return start;
}

/** Every loop, one line per group of files that import each other (Tarjan's strongly connected components). */
export function importLoops(graph: ReadonlyMap<string, string[]>): string[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[] = [];

  // Iterative, so a deep chain of imports cannot overflow the stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work.at(-1)!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group = new Set<string>();
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.add(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (group.size > 1 || selfImport) loops.push(loopThrough(group, graph));
    }
  }
  return loops.sort();
}
