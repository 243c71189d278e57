// Vite plugin: the build's inline-script hashes for the CSP, and the security headers of the dev and
// preview servers (the production server, nginx, gets the same headers from scripts/serve-prod.mjs).
//
// `import text from './file.js?csp-hashed'` gives the file's exact text, for a script the app inlines
// (the survey preview's srcdoc bootstrap), and records its sha256. The build writes every such hash, and
// those of index.html's inline scripts, to `csp-hashes.json` beside index.html, so the policy always
// matches the files being served and a stale hash cannot survive an edit.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import {
  CSP_MANIFEST,
  devSecurityHeaders,
  inlineScriptHashes,
  readCspManifest,
  securityHeaders,
  sha256Source,
} from './security-headers.mjs';

const QUERY = '?csp-hashed';

export interface SecurityPluginOptions {
  /** Extra connect-src sources for `vite preview` (SURVEYOR_CONNECT_SRC, already checked). */
  connectSrc: string[];
}

function headerMiddleware(headers: Record<string, string>): Connect.NextHandleFunction {
  return (_request, response, next) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    next();
  };
}

export function securityPlugin({ connectSrc }: SecurityPluginOptions): Plugin {
  const hashedScripts = new Map<string, string>();
  return {
    name: 'surveyor-security',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const text = await readFile(file, 'utf8');
      hashedScripts.set(file, sha256Source(text));
      return `export default ${JSON.stringify(text)};`;
    },
    generateBundle: {
      // After Vite has emitted index.html, so its inline scripts (none today) are hashed too.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const htmlText = html && html.type === 'asset' ? String(html.source) : '';
        const scriptHashes = [
          ...new Set([...hashedScripts.values(), ...inlineScriptHashes(htmlText)]),
        ].sort();
        const manifest = { scriptHashes };
        this.emitFile({
          type: 'asset',
          fileName: CSP_MANIFEST,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      },
    },
    configureServer(server) {
      server.middlewares.use(headerMiddleware(devSecurityHeaders()));
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const { scriptHashes } = readCspManifest(outDir);
      server.middlewares.use(headerMiddleware(securityHeaders({ scriptHashes, connectSrc })));
    },
  };
}
