// Vite plugin: on the demo backend, the demo's code starts downloading with the entry, not after it.
//
// The demo backend's chunk (deploy/chunk-groups.ts) is requested by the entry once it has run and read the
// connection, so on a slow network it waits for the entry's download and evaluation before its own round
// trip. Only the demo may download it: a static `<link rel="modulepreload">` would send it to every real
// backend too. So the built index.html gets a small inline script that reads the stored connection, as the
// app will, and adds that preload only when no backend or the demo is chosen. Any other stored value
// (a real backend, or something unreadable, which the app treats as the demo) adds nothing: at worst the
// demo's code arrives as it did before. The security plugin hashes the script into the CSP.
import type { Plugin } from 'vite';

/** The stored connection settings' key (src/lib/api/connection-store.ts). */
export const CONNECTION_SETTINGS_KEY = 'surveyor.connection';

/** The chunk group's name for the in-browser mock (deploy/chunk-groups.ts). */
const DEMO_CHUNK = 'demo-backend';

/** The inline script that preloads `href` when the stored connection is the demo backend or none. */
export function demoPreloadScript(href: string): string {
  return [
    'try {',
    `  var kind = JSON.parse(localStorage.getItem(${JSON.stringify(CONNECTION_SETTINGS_KEY)}) || '{}').kind;`,
    "  if (kind === undefined || kind === 'demo') {",
    "    var link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    `    link.href = ${JSON.stringify(href)};`,
    '    document.head.appendChild(link);',
    '  }',
    '} catch (error) {}',
  ].join('\n');
}

export function demoPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'surveyor-demo-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === DEMO_CHUNK,
        );
        if (!chunk) return [];
        return [
          {
            tag: 'script',
            children: demoPreloadScript(`${base}${chunk.fileName}`),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
