// Under serverless-offline with OFFLINE_PREBUILT_BUNDLES=true (the test command: scripts/test.sh), the functions run
// from the bundles the deploy's dry run built minutes earlier from the same checkout, instead of bundling all of
// them a second time. ESBUILD_WORK_FOLDER names the dry run's work folder (kept with ESBUILD_KEEP_OUTPUT=true);
// serverless-esbuild then points serverless-offline at its .build folder as usual, and its bundling steps (and its
// watcher) do nothing. The bundles are the deployed code: the esbuild options are the same for every stage, and nothing of
// the stage is compiled in (the environment is read at run time).
// A function whose bundle is missing stops the start with its name, rather than failing on its first request.
'use strict';

const { existsSync } = require('node:fs');
const { join } = require('node:path');

/** `functions/src/area/handlers/x.handler` -> `functions/src/area/handlers/x.js` */
function bundleOf(handler) {
  const dot = handler.lastIndexOf('.');
  return `${dot > 0 ? handler.slice(0, dot) : handler}.js`;
}

class OfflinePrebuiltPlugin {
  constructor(serverless) {
    this.hooks = {
      initialize: () => {
        if (process.env.OFFLINE_PREBUILT_BUNDLES !== 'true') return;
        if ((serverless.processedInput?.commands ?? [])[0] !== 'offline') return;
        const esbuild = serverless.pluginManager.plugins.find(
          (p) => p.constructor && p.constructor.name === 'EsbuildServerlessPlugin',
        );
        if (!esbuild || !esbuild.buildDirPath)
          throw new Error('OFFLINE_PREBUILT_BUNDLES: serverless-esbuild is not loaded');
        const missing = Object.entries(serverless.service.functions ?? {})
          .filter(([, fn]) => fn.handler && !existsSync(join(esbuild.buildDirPath, bundleOf(fn.handler))))
          .map(([name]) => name);
        if (missing.length > 0)
          throw new Error(
            `OFFLINE_PREBUILT_BUNDLES: ${missing.length} function(s) have no bundle in ${esbuild.buildDirPath} ` +
              `(${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}); package first, or start without it`,
          );
        esbuild.bundle = async () => {};
        esbuild.packExternalModules = async () => {};
        esbuild.copyExtras = async () => {};
        esbuild.watch = () => {}; // nothing to rebuild (and no rebuilds under serverless-offline: ADR 10)
        process.stdout.write(`functions run from the prebuilt bundles in ${esbuild.buildDirPath}\n`);
      },
    };
  }
}

module.exports = OfflinePrebuiltPlugin;
