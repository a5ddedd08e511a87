// `serverless package` with PACKAGE_OFFLINE=true builds the templates without any AWS call:
// serverless-plugin-split-stacks normally asks CloudFormation where an already deployed stack keeps
// each resource (so a redeploy never moves one); offline it plans as for a first deploy.
// A real deploy (PACKAGE_OFFLINE unset) keeps that look-up.
'use strict';

class OfflinePackagePlugin {
  constructor(serverless) {
    this.hooks = {
      'before:package:initialize': () => {
        if (process.env.PACKAGE_OFFLINE !== 'true') return;
        const split = serverless.pluginManager.plugins.find(
          (p) => p.constructor && p.constructor.name === 'ServerlessPluginSplitStacks',
        );
        if (split) split.getStackSummary = async () => [];
      },
    };
  }
}

module.exports = OfflinePackagePlugin;
