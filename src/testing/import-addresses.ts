// How a module of src/ names another (docs/architecture.md): inside its own unit (a feature, an entity,
// or one of the shared layers app, components, contracts, lib, mocks, testing) by a relative path; in
// another unit by its `@/` address, so a file can move within its unit without its neighbours' imports
// changing, and an import says at a glance which layer it reaches into.
import ts from 'typescript';

/** The unit a path of src/ (without the `src/` prefix) belongs to; the files at src/'s root make one. */
export function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return '';
  if (parts[0] === 'features' || parts[0] === 'entities') return parts.slice(0, 2).join('/');
  return parts[0]!;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Each import that names its module the wrong way, as `file: 'specifier' (why)`; files keyed from src/. */
export function addressProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [path, text] of files) {
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const specifier = fileName.split('?')[0]!;
      if (specifier.startsWith('@/')) {
        if (unitOf(specifier.slice(2)) === unitOf(path))
          problems.push(`${path}: '${fileName}' (inside its own unit: a relative path)`);
      } else if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const target = normalise(`${folder}/${specifier}`);
        if (unitOf(target) !== unitOf(path))
          problems.push(`${path}: '${fileName}' (another unit: its @/ address)`);
      }
    }
  }
  return problems;
}
