// How the build groups code into chunks. Left to itself the bundler splits the code the first screen
// needs into one chunk per shared module set (about sixty files for /projects), and on a slow network
// each file costs a round trip more than its bytes. Three groups instead:
// - "shell": every module the entry imports statically (what any page needs first), in one file;
// - "first-screen": the router, its route table and the shell it draws (app/app-router.tsx, which the entry
//   loads beside its own start), and everything the default screen (/projects: its route module, the
//   projects' route loaders and the shell's connection chip) imports beyond the entry, in one file;
// - "demo-backend": the in-browser mock and what it imports beyond those, in one file that only the demo
//   backend ever loads.
// Every other route keeps the bundler's own splitting (and imports the shared parts from those).
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The first screen's roots (paths under src/). */
export const FIRST_SCREEN_ROOTS = [
  // The data router and the shell: the entry draws the frame without them (app/layouts/starting-shell.tsx).
  'app/app-router.tsx',
  'app/routes/projects-list.tsx',
  // The projects' route loaders, as a loader starts beside its page's code. The survey routes' loaders
  // stay out: they import the survey contracts, whose hundreds of Zod schemas would be built before the
  // first screen's first paint (see docs/decisions/0014-first-screen-chunks.md); they load beside their
  // own pages' code.
  'app/routes/projects-list.loader.ts',
  'app/routes/project-settings.loader.ts',
  'app/layouts/connection-status.tsx',
];
export const DEMO_BACKEND_ROOTS = ['mocks/browser.ts'];
const FIRST_SCREEN = FIRST_SCREEN_ROOTS.map(source);
const DEMO_BACKEND = DEMO_BACKEND_ROOTS.map(source);

// MUI's index re-exports every component: walking through it would count them all as imported. The walk
// instead follows, from a module that imports names from the index, only those names' folders.
const MUI_INDEX = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]index\.mjs$/;
const MUI_NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;

/** The component folders (`@mui/material/<Name>/index.mjs`) among `indexIds` that `code` imports by name. */
function muiComponentsImportedBy(code: string, indexIds: readonly string[]): string[] {
  const names = new Set<string>();
  for (const [, list = ''] of code.matchAll(MUI_NAMED_IMPORT))
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  return indexIds.filter((id) => {
    const folder = /[\\/]@mui[\\/]material[\\/]([^\\/]+)[\\/]index\.mjs$/.exec(id)?.[1];
    return folder !== undefined && names.has(folder);
  });
}

/** The modules `roots` import statically, directly or through others, themselves included. */
function staticClosure(roots: readonly string[], context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    for (const imported of info.importedIds) {
      const index = MUI_INDEX.test(imported) ? context.getModuleInfo(imported) : null;
      if (index) pending.push(...muiComponentsImportedBy(info.code ?? '', index.importedIds));
      else pending.push(imported);
    }
  }
  return seen;
}

/** The code-splitting groups; the module graph is walked once per build, on the first module asked about. */
export function chunkGroups(): CodeSplittingGroup[] {
  let closures: { firstScreen: Set<string>; demoBackend: Set<string> } | null = null;
  return [
    // The bundler knows exactly which modules the entry needs (walking imports would count every module a
    // package's index re-exports): its "$initial" tag. The higher priority takes them first.
    { name: 'shell', tags: ['$initial'], priority: 2, includeDependenciesRecursively: false },
    {
      debugName: 'first-screen and demo-backend',
      priority: 1,
      includeDependenciesRecursively: false,
      name: (id, context) => {
        closures ??= {
          firstScreen: staticClosure(FIRST_SCREEN, context),
          demoBackend: staticClosure(DEMO_BACKEND, context),
        };
        if (closures.firstScreen.has(id)) return 'first-screen';
        if (closures.demoBackend.has(id)) return 'demo-backend';
        return null;
      },
    },
  ];
}
