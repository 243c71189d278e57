import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts'],
      css: false,
      // A bound for a test that hangs, not a speed goal (those are in `npm run bench`): CI machines are
      // shared, and a component test's role queries take several times longer on a busy one.
      testTimeout: 30_000,
      pool: 'threads',
    },
  }),
);
