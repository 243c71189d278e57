import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moduleName, sourceMapsOf } from './source-maps.mjs';

let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bench-maps-'));
  mkdirSync(path.join(outDir, 'assets'));
  // Line 0: columns 0–4 from react-dom, 5– from the app's router; line 1: nothing before column 3, the
  // router from there.
  writeFileSync(
    path.join(outDir, 'assets', 'index-a.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['../node_modules/react-dom/cjs/react-dom.production.js', '../src/app/router.tsx'],
      mappings: 'AAAA,KCAA;GAAC',
    }),
  );
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('sourceMapsOf', () => {
  it('names the module a position of a built chunk came from', () => {
    const moduleAt = sourceMapsOf(outDir);
    const url = 'http://127.0.0.1:4399/assets/index-a.js';
    expect(moduleAt(url, 0, 0)).toBe('react-dom');
    expect(moduleAt(url, 0, 4)).toBe('react-dom');
    expect(moduleAt(url, 0, 9)).toBe('src/app/router.tsx');
    expect(moduleAt(url, 1, 1)).toBeNull();
    expect(moduleAt(url, 1, 8)).toBe('src/app/router.tsx');
  });

  it('answers null where there is no map', () => {
    expect(sourceMapsOf(outDir)('http://127.0.0.1:4399/assets/other-b.js', 0, 0)).toBeNull();
    expect(sourceMapsOf(outDir)('http://127.0.0.1:4399/projects', 0, 0)).toBeNull();
  });
});

describe('moduleName', () => {
  it('is the package, MUI’s component folders apart, or the path in the repository', () => {
    expect(moduleName('../node_modules/@mui/material/Select/SelectInput.mjs')).toBe('@mui/material/Select');
    expect(moduleName('../node_modules/@mui/material/styles/createTheme.mjs')).toBe('@mui/material');
    expect(moduleName('../node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(moduleName('/work/repo/src/app/router.tsx')).toBe('src/app/router.tsx');
  });
});
