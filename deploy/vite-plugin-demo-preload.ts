// Vite plugin: on the demo backend, the demo's code starts downloading once the frame is painted, beside
// the first screen's file, not after it.
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

/**
 * The inline script that preloads `href` when the stored connection is the demo backend or none, once the
 * page's first contentful paint is in (at once where the browser does not report paints): until then the
 * entry, which draws the frame, downloads alone; the first screen's file, asked for by the entry, shares
 * the network with the demo's from then on, and the demo's is not needed before it.
 */
export function demoPreloadScript(href: string): string {
  return [
    'try {',
    `  var kind = JSON.parse(localStorage.getItem(${JSON.stringify(CONNECTION_SETTINGS_KEY)}) || '{}').kind;`,
    "  if (kind === undefined || kind === 'demo') {",
    '    var preload = function () {',
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    `      link.href = ${JSON.stringify(href)};`,
    '      document.head.appendChild(link);',
    '    };',
    '    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;',
    "    if (types && types.indexOf('paint') !== -1) {",
    '      var observer = new PerformanceObserver(function (list) {',
    "        if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
    '        observer.disconnect();',
    '        preload();',
    '      });',
    "      observer.observe({ type: 'paint', buffered: true });",
    '    } else {',
    '      preload();',
    '    }',
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
