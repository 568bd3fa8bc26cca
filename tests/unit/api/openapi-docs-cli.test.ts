import type {LoadContext, Plugin} from '@docusaurus/types';
import {Command} from 'commander';
import {describe, expect, it, vi} from 'vitest';
import {openApiOptions} from '../../../config/api-reference';
import openApiDocsCliPlugin from '../../../plugins/openapi-docs-cli';

type CliCommand = Parameters<NonNullable<Plugin['extendCli']>>[0];

const context = {
  siteDir: '/site',
  siteConfig: {presets: [], plugins: [['some-other-plugin', {}]]},
} as unknown as LoadContext;

describe('OpenAPI docs CLI plugin', () => {
  it('does not load docusaurus-plugin-openapi-docs for start and build', () => {
    const load = vi.fn();
    const plugin = openApiDocsCliPlugin(openApiOptions, load)(context, {}) as Plugin;
    // Docusaurus creates every plugin for every command; start and build never call extendCli.
    expect(load).not.toHaveBeenCalled();
    expect(Object.keys(plugin)).toEqual(['name', 'extendCli']);
  });

  it('gives the real plugin its own entry in the site config, where its commands look for options', () => {
    const realPlugin = vi.fn(() => ({name: 'docusaurus-plugin-openapi-docs', extendCli: vi.fn()}));
    const plugin = openApiDocsCliPlugin(openApiOptions, () => realPlugin)(context, {}) as Plugin;
    plugin.extendCli!({} as CliCommand);
    expect(realPlugin).toHaveBeenCalledTimes(1);
    const [givenContext, givenOptions] = realPlugin.mock.calls[0] as unknown as [
      LoadContext,
      unknown,
    ];
    expect(givenOptions).toBe(openApiOptions);
    expect(givenContext.siteDir).toBe('/site');
    expect(givenContext.siteConfig.plugins).toEqual([
      ['some-other-plugin', {}],
      ['docusaurus-plugin-openapi-docs', openApiOptions],
    ]);
  });

  // Loads the real plugin and its libraries: seconds on a busy machine.
  it('registers the plugin’s gen-api-docs and clean-api-docs commands', {timeout: 60_000}, () => {
    const cli = new Command();
    const plugin = openApiDocsCliPlugin(openApiOptions)(context, {}) as Plugin;
    plugin.extendCli!(cli as unknown as CliCommand);
    const names = cli.commands.map((command) => command.name());
    expect(names).toEqual(expect.arrayContaining(['gen-api-docs', 'clean-api-docs']));
  });
});
