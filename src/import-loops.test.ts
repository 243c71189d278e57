// No module of src/ imports itself back through others, type-only imports included (ESLint's no-cycle
// does not see those): the finder is proven on small trees first, then run on the real one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, importLoops } from '@/testing/import-loops';

const loopsOf = (files: Record<string, string>) => importLoops(importGraph(new Map(Object.entries(files))));

describe('the import-loop finder', () => {
  it('finds a loop made of type-only imports', () => {
    expect(
      loopsOf({
        'mocks/db.ts': "import { buildSeed } from './seed';\nexport interface Stored { id: string }\n",
        'mocks/seed.ts':
          "import type { Stored } from './db';\nexport const buildSeed = (): Stored[] => [];\n",
      }),
    ).toEqual(['mocks/db.ts → mocks/seed.ts → mocks/db.ts']);
  });

  it('finds loops through re-exports, lazy imports, folders and index files, and a file importing itself', () => {
    expect(
      loopsOf({
        'a/one.ts': "export { two } from '../b';\n",
        'b/index.ts': "export const two = () => import('../a/one.ts');\n",
        'c.tsx': "import type { C } from './c';\nexport type C = number;\n",
      }),
    ).toEqual(['a/one.ts → b/index.ts → a/one.ts', 'c.tsx → c.tsx']);
  });

  it('follows @/ addresses to src/', () => {
    expect(
      loopsOf({
        'src/lib/a.ts': "import { b } from '@/entities/b';\n",
        'src/entities/b.ts': "import type { A } from '@/lib/a';\n",
      }),
    ).toEqual(['src/entities/b.ts → src/lib/a.ts → src/entities/b.ts']);
  });

  it('names one loop per group of modules that import each other, and none in a tree', () => {
    expect(
      loopsOf({
        'x.ts': "import './y';\n",
        'y.ts': "import './z';\nimport 'zod';\n",
        'z.ts': "import type { X } from './x';\n// import './w';\n",
        'w.ts': "import './x';\nconst text = \"import './w'\";\n",
      }),
    ).toEqual(['x.ts → y.ts → z.ts → x.ts']);
    expect(
      loopsOf({ 'x.ts': "import './y';\nimport './z';\n", 'y.ts': "import './z';\n", 'z.ts': '' }),
    ).toEqual([]);
  });
});

function sourceFiles(folder: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(path, into);
    else if (/\.(ts|tsx|js)$/.test(entry.name))
      into.set(relative(process.cwd(), path).split('\\').join('/'), readFileSync(path, 'utf8'));
  }
  return into;
}

describe('src/', () => {
  it('has no import loop of any kind', () => {
    const files = sourceFiles(join(process.cwd(), 'src'));
    const graph = importGraph(files);
    // The walk read the tree it meant to: hundreds of files, joined by more imports than there are files.
    expect(graph.size).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(graph.size);
    expect(importLoops(graph)).toEqual([]);
  });
});
