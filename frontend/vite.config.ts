import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Where `vite dev` / `vite preview` send /api/* (the local API by default).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The SPA imports the backend's *.schemas.ts contracts; zod must resolve to the root copy they use. Only for the
 * SPA's and the contracts' own imports: a package that brings its own zod (Scalar, on the API reference page)
 * keeps it in its own chunk, so the zod it uses is never pulled into the first load.
 */
function contractsZod(): Plugin {
  return {
    name: 'contracts-zod',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const match = /^zod(\/.*)?$/.exec(source);
      if (!match || (importer?.includes('/node_modules/') ?? false)) return null;
      return this.resolve(`${here('../node_modules/zod')}${match[1] ?? ''}`, importer, {
        ...options,
        skipSelf: true,
      });
    },
  };
}

export default defineConfig({
  plugins: [contractsZod(), react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${here('./src')}/` },
      { find: /^@contracts\//, replacement: `${here('../functions/src')}/` },
    ],
  },
  server: {
    port: 5173,
    fs: { allow: [here('.'), here('../functions/src'), here('../node_modules/zod')] },
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph scripts/dev/bundle-size.ts measures the first load with.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own that stay cached across
        // releases. Only the libraries the shell needs are grouped ($initial: statically imported from the
        // entry): a group of all of MUI would put every page's components into the first load. What only
        // lazy routes use is left to Rolldown, which splits it by the routes sharing it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
