import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const include = 'src/**/*.test.{ts,tsx}';
// A file that replaces a module (vi.mock) needs a module graph of its own: with shared workers an earlier file
// may already have imported the real module. Those files run isolated; every other file shares its worker's
// jsdom and imported modules with the files before it (setup-tests.ts resets the DOM, cookies and storage after
// each test), which halves the CPU the layer takes: one jsdom and one import of the app per worker, not per file.
const mocksModules = globSync(include, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
);

const shared = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/testing/setup-tests.ts'],
  restoreMocks: true,
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...shared,
            name: 'shared-workers',
            include: [include],
            exclude: mocksModules,
            isolate: false,
          },
        },
        { extends: true, test: { ...shared, name: 'isolated', include: mocksModules } },
      ],
    },
  }),
);
