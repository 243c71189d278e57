// What the first screen evaluates before its first paint on the demo backend: the modules its groups
// (chunk-groups.ts) import statically, read from the sources. Building Zod schemas is main-thread time
// on a slow phone before the first text, and the survey contracts build hundreds of them that
// /projects never uses.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_BACKEND_ROOTS, FIRST_SCREEN_ROOTS } from './chunk-groups';

const SRC = `${resolve(dirname(fileURLToPath(import.meta.url)), '../src')}/`;

// `import … from '…'` and `export … from '…'` (multi-line lists too), and bare `import '…'`.
const FROM = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** Only `type` names in braces: erased by the compiler, nothing evaluated. */
const onlyTypes = (names: string) => {
  const list = /^\{([^}]*)\}$/.exec(names.trim())?.[1];
  return list !== undefined && list.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()));
};

function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  // `@/…` is src/ (the tsconfigs' paths and Vite's alias).
  if (specifier.startsWith('@/')) base = SRC + specifier.slice(2);
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The app's modules that `roots` import statically for their values, directly or through others. */
function evaluatedWith(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...code.matchAll(FROM)]
        .filter(([, typeOnly, names = '']) => !typeOnly && !onlyTypes(names))
        .map((match) => match[3]!),
      ...[...code.matchAll(BARE)].map((match) => match[1]!),
    ];
    for (const specifier of specifiers) {
      const target = resolveModule(file, specifier);
      if (target) pending.push(target);
    }
  }
  return new Set([...seen].map((file) => file.slice(SRC.length)));
}

/** The names `files` import for their values from `pkg` (`import { A, B } from 'pkg'`). */
function namesImportedFrom(files: Iterable<string>, pkg: string): Set<string> {
  const names = new Set<string>();
  for (const file of files)
    for (const [, typeOnly, list = '', specifier] of readFileSync(SRC + file, 'utf8').matchAll(FROM)) {
      if (typeOnly || specifier !== pkg) continue;
      for (const name of /^\{([^}]*)\}$/.exec(list.trim())?.[1]?.split(',') ?? [])
        if (name.trim() && !/^type\s/.test(name.trim())) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  return names;
}

/** The packages `files` import for their values. */
function packagesImportedBy(files: Iterable<string>): Set<string> {
  const packages = new Set<string>();
  for (const file of files)
    for (const [, typeOnly, names = '', specifier] of readFileSync(SRC + file, 'utf8').matchAll(FROM))
      if (!typeOnly && !onlyTypes(names) && !specifier!.startsWith('.')) packages.add(specifier!);
  return packages;
}

describe('the entry', () => {
  const evaluated = evaluatedWith([`${SRC}main.tsx`]);

  it('draws the frame without the router: the data router and its routes come with the first screen', () => {
    expect(evaluated).toContain('app/layouts/starting-shell.tsx');
    expect(packagesImportedBy(evaluated)).not.toContain('react-router-dom');
    expect(evaluated).not.toContain('app/router.tsx');
  });
});

describe('the first screen on the demo backend', () => {
  const evaluated = evaluatedWith([...FIRST_SCREEN_ROOTS, ...DEMO_BACKEND_ROOTS].map((path) => SRC + path));

  it('evaluates the projects page, its loader and the demo backend', () => {
    expect(evaluated).toContain('features/projects/components/projects-page.tsx');
    expect(evaluated).toContain('app/routes/projects-list.loader.ts');
    expect(evaluated).toContain('contracts/project.ts');
    expect(evaluated).toContain('mocks/browser.ts');
  });

  it('draws without MUI’s menus and dialogs: the page size’s menu and the deletion’s dialog load on demand', () => {
    const mui = namesImportedFrom([...evaluated, ...evaluatedWith([`${SRC}main.tsx`])], '@mui/material');
    expect(mui).toContain('Table');
    expect(
      [...mui].filter((name) => /^(Select|Menu|MenuItem|Popover|Modal|Dialog|TextField)$/.test(name)),
    ).toEqual([]);
  });

  it('draws without MUI’s Tooltip and Popper: a tooltip’s code loads on the first pointer or focus that wants one', () => {
    const mui = namesImportedFrom([...evaluated, ...evaluatedWith([`${SRC}main.tsx`])], '@mui/material');
    expect([...mui].filter((name) => /^(Tooltip|Popper)$/.test(name))).toEqual([]);
  });

  it('builds none of the survey contracts’ schemas', () => {
    const surveyContracts = [...evaluated].filter((file) => /^contracts\/survey(-.+)?\.ts$/.test(file));
    expect(surveyContracts.filter((file) => file !== 'contracts/survey-facts.ts')).toEqual([]);
  });

  it('evaluates none of the demo’s events: the event store, its seed and queries load on their first request', () => {
    const events = [...evaluated].filter(
      (file) => file.startsWith('mocks/models/events/') || file === 'mocks/seed/survey-events.ts',
    );
    // The two that stay: the loader (a dynamic import) and the query budgets the handlers check first.
    expect(events.sort()).toEqual([
      'mocks/models/events/load-events.ts',
      'mocks/models/events/query-budget.ts',
    ]);
  });
});
