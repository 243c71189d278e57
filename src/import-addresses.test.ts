// A module of another unit is named by its `@/` address, a module of the same unit by a relative path:
// the rule is proven on small trees first, then held on the real one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressProblems } from '@/testing/import-addresses';

const problemsOf = (files: Record<string, string>) => addressProblems(new Map(Object.entries(files)));

describe('the address rule', () => {
  it('refuses a relative path that leaves its unit, and an @/ address inside it', () => {
    expect(
      problemsOf({
        'features/surveys/components/page.tsx':
          "import { x } from '../../../components/page-header';\nimport { y } from '@/features/surveys/state/y';\nimport { z } from '../state/z';\n",
        'lib/api/client.ts':
          "import { q } from '../query/q';\nimport type { S } from '../../contracts/survey';\n",
      }),
    ).toEqual([
      "features/surveys/components/page.tsx: '../../../components/page-header' (another unit: its @/ address)",
      "features/surveys/components/page.tsx: '@/features/surveys/state/y' (inside its own unit: a relative path)",
      "lib/api/client.ts: '../../contracts/survey' (another unit: its @/ address)",
    ]);
  });

  it('accepts @/ across units, relative paths inside one, and packages', () => {
    expect(
      problemsOf({
        'entities/survey/api/surveys.api.ts':
          "import { z } from 'zod';\nimport { client } from '@/lib/api/client';\nimport { status } from '../model/survey-status';\n",
        'main.tsx': "import { App } from '@/app/app';\nimport './index.css?raw';\n",
      }),
    ).toEqual([]);
  });
});

const SRC = join(process.cwd(), 'src');

function sourceFiles(folder: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(path, into);
    else if (/\.(ts|tsx)$/.test(entry.name))
      into.set(relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8'));
  }
  return into;
}
describe('src/', () => {
  it('names every module of another unit by its @/ address and every module of its own by a relative path', () => {
    const files = sourceFiles(SRC);
    expect(files.size).toBeGreaterThan(300);
    expect(addressProblems(files)).toEqual([]);
  });
});
