/**
 * docusaurus-plugin-openapi-docs (pinned at 5.2.0) adds two CLI commands, `gen-api-docs` and
 * `clean-api-docs`, and nothing else: no content, no routes, no client code. Registered directly,
 * every `docusaurus start` and `docusaurus build` still loads it and its OpenAPI and Postman
 * libraries (about 1.2 s of CPU before the first page). This plugin offers the same commands and
 * loads the real plugin only inside `extendCli`, which Docusaurus calls only for commands it does
 * not know itself (see @docusaurus/core lib/commands/cli.js, isInternalCommand).
 *
 * The commands look up their options by finding an entry named 'docusaurus-plugin-openapi-docs'
 * in siteConfig.plugins (its getPluginInstances), so the real plugin is given a site config that
 * holds that entry with the options as written, as it would be if it were registered directly.
 */
import {createRequire} from 'node:module';
import type {LoadContext, Plugin, PluginConfig, PluginModule} from '@docusaurus/types';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';

const require = createRequire(__filename);

export const OPENAPI_DOCS_PLUGIN = 'docusaurus-plugin-openapi-docs';

type OpenApiDocsPlugin = (context: LoadContext, options: OpenApiOptions) => Plugin;

/** The context the real plugin would have had: its own entry in the site config's plugins. */
export function contextWithOwnEntry(context: LoadContext, options: OpenApiOptions): LoadContext {
  const ownEntry: PluginConfig = [OPENAPI_DOCS_PLUGIN, {...options}];
  const plugins = [...context.siteConfig.plugins, ownEntry];
  return {...context, siteConfig: {...context.siteConfig, plugins}};
}

export default function openApiDocsCliPlugin(
  options: OpenApiOptions,
  load: () => OpenApiDocsPlugin = () =>
    (require(OPENAPI_DOCS_PLUGIN) as {default: OpenApiDocsPlugin}).default,
): PluginModule {
  return (context) => ({
    name: 'nillion-openapi-docs-cli',
    extendCli(cli) {
      const plugin = load()(contextWithOwnEntry(context, options), options);
      plugin.extendCli?.(cli);
    },
  });
}
