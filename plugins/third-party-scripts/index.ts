/**
 * Loads the configured third-party scripts (documentation assistant, analytics)
 * from a client module after the page is interactive, never from <head>, so
 * they cannot block rendering. With nothing configured it adds nothing.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {PluginModule} from '@docusaurus/types';
import type {ThirdPartyScript} from '../../config/env';

export interface ThirdPartyScriptsOptions {
  scripts: ThirdPartyScript[];
}

const here = path.dirname(fileURLToPath(import.meta.url));

export default function thirdPartyScriptsPlugin(options: ThirdPartyScriptsOptions): PluginModule {
  return () => ({
    name: 'nillion-third-party-scripts',
    async contentLoaded({actions}) {
      actions.setGlobalData({scripts: options.scripts});
    },
    getClientModules() {
      return options.scripts.length > 0 ? [path.join(here, 'client.ts')] : [];
    },
  });
}
