/**
 * No ICU collator at start-up (patches/README.md, "no-start-up-collator"): the Docusaurus files as
 * installed, which is what the browser bundle runs while every page hydrates. The first
 * `localeCompare` of a page loads ICU's collation data, a long task on a slow phone; these two
 * helpers ran on every page (the active docs plugin) and for every code block (shallow memo).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

interface PluginData {
  path: string;
}
interface DocsClientUtils {
  getActivePlugin: (
    all: Record<string, PluginData>,
    pathname: string,
  ) => {pluginId: string} | undefined;
}

// The bundler's alias for the router Docusaurus ships (core's lib/client/exports/router.js).
vi.mock('@docusaurus/router', () => import('react-router'));

// Specifiers in variables: the installed files are plain JavaScript without types.
const docsClientUtils = '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
// By path: theme-common's exports map lists only its entry points.
const reactUtils = path.resolve(
  __dirname,
  '../../../node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js',
);
const {getActivePlugin} = (await import(docsClientUtils)) as DocsClientUtils;

// The portal's docs instances (docusaurus.config.ts), in the order global data lists them.
const PLUGINS = {
  default: {path: '/'},
  api: {path: '/api'},
  'test-fixtures-docs': {path: '/__fixtures/docs'},
};

let localeCompare: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localeCompare = vi.spyOn(String.prototype, 'localeCompare');
});
afterEach(() => localeCompare.mockRestore());

describe('the active docs plugin', () => {
  it.each([
    ['/api/nilai/chat-completion-v-1-chat-completions-post', 'api'],
    ['/api', 'api'],
    ['/build/compute/limitations', 'default'],
    ['/apis-elsewhere', 'default'],
    ['/__fixtures/docs/probe', 'test-fixtures-docs'],
  ])('%s belongs to the %s instance, found without localeCompare', (pathname, pluginId) => {
    expect(getActivePlugin(PLUGINS, pathname)?.pluginId).toBe(pluginId);
    expect(localeCompare).not.toHaveBeenCalled();
  });
});

describe('useShallowMemoObject', () => {
  // The installed file holds JSX elsewhere, so it is read rather than imported (as
  // split-start-up.test.ts reads the files it checks).
  it('orders its keys without localeCompare', () => {
    const source = readFileSync(reactUtils, 'utf8');
    const body = /export function useShallowMemoObject\(obj\) \{[\s\S]*?\n\}/.exec(source)?.[0];
    expect(body, 'useShallowMemoObject in the installed file').toBeDefined();
    expect(body).toContain('deps.sort(');
    expect(body).not.toMatch(/\.localeCompare\(/);
  });
});
