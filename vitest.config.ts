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
      testTimeout: 15_000,
      pool: 'threads',
    },
  }),
);
