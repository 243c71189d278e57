import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { parseApiProxyTarget, parseConnectSrc } from './deploy/security-headers.mjs';
import { securityPlugin } from './deploy/vite-plugin-security.ts';
import { chunkGroups } from './deploy/chunk-groups.ts';
import { demoPreloadPlugin } from './deploy/vite-plugin-demo-preload.ts';

// SURVEYOR_API_PROXY=https://eu.posthog.com makes the dev and preview servers forward same-origin
// `/api/*` requests to that host, for deployments where the browser may not call it directly (the
// production server does the same: scripts/serve-prod.mjs). A build made with it offers the proxy.
function apiProxy(target: string): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined;
  return { '/api': { target, changeOrigin: true, secure: true } };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = parseApiProxyTarget(env.SURVEYOR_API_PROXY);
  const proxy = apiProxy(proxyTarget);
  return {
    plugins: [
      react(),
      securityPlugin({ connectSrc: parseConnectSrc(env.SURVEYOR_CONNECT_SRC) }),
      demoPreloadPlugin(),
    ],
    resolve: {
      // Zod without eval, so the production CSP needs no 'unsafe-eval' (see src/lib/zod-jitless.ts).
      alias: [
        // `@/…` is src/ (the same mapping as the tsconfigs' paths).
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
        // The demo backend in the browser needs no cookie jar: MSW's tough-cookie (and its public-suffix
        // list) would be most of its download (src/mocks/no-cookie-jar.ts). Tests keep the real one.
        ...(mode === 'test'
          ? []
          : [
              {
                find: /^tough-cookie$/,
                replacement: fileURLToPath(new URL('./src/mocks/no-cookie-jar.ts', import.meta.url)),
              },
            ]),
      ],
    },
    define: {
      'import.meta.env.VITE_API_PROXY_TARGET': JSON.stringify(proxyTarget),
    },
    server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port: 4173, strictPort: true, host: '127.0.0.1', proxy },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
    },
  };
});
