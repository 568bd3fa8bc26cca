/**
 * Prints, once per build or dev-server start, which optional features are off
 * because their configuration is missing (one line each).
 */
import logger from '@docusaurus/logger';
import type {PluginModule} from '@docusaurus/types';

export default function envReportPlugin(options: {notices: string[]}): PluginModule {
  return () => ({
    name: 'nillion-env-report',
    async loadContent() {
      for (const notice of options.notices) logger.info(notice);
    },
  });
}
