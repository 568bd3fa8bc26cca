/**
 * docusaurus-theme-openapi-docs, registered without its global stylesheet.
 *
 * The published theme adds its 27 KB (gzip) stylesheet to every page of the
 * site as a client module. Here the same theme components are registered, and
 * the stylesheet is imported by the wrapped ApiItem (src/theme/ApiItem). Docusaurus
 * gathers all CSS into one site-wide styles file, so the theme's own styles are
 * left out of that group, in a CSS chunk of their own that every API page links
 * in its HTML (stylesheet-link.ts, an output of the page model's read of the build).
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import type {PluginModule} from '@docusaurus/types';
import {THEME_STYLESHEET_CHUNK} from './stylesheet-link';

const require = createRequire(__filename);
const packageDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));

interface BundledModule {
  nameForCondition?: () => string | null | undefined;
  resource?: string;
}

// The theme's one global stylesheet (its partials are @imported into it). The CSS modules of its
// components, such as Tabs, which also serve regular doc pages, stay in the site-wide file.
const THEME_STYLESHEET = path.join(packageDir, 'lib', 'theme', 'styles.scss');

// postman-code-generators publishes each language generator with its own node_modules, so the
// explorer bundled three copies of postman-collection (with Faker, mime-db and iconv-lite
// tables each) and seven of lodash. These compatible packages resolve to the one top-level copy.
const SINGLE_COPY_PACKAGES = ['postman-collection', 'lodash'];

/** Webpack aliases pointing every import of the packages above at the top-level install. */
export function singleCopyAliases(
  resolvePackageJson: (request: string) => string = require.resolve,
): Record<string, string> {
  return Object.fromEntries(
    SINGLE_COPY_PACKAGES.map((name) => [
      name,
      path.dirname(resolvePackageJson(`${name}/package.json`)),
    ]),
  );
}

/**
 * iconv-lite's double-byte code page tables (Shift JIS, GBK, Big5, EUC-KR...) are required lazily,
 * only to decode a postman-collection Response body, which the explorer never builds (it reads
 * responses with fetch). Left out of the bundle, they cost nothing until such a decode is asked for.
 */
export const ICONV_DOUBLE_BYTE_TABLES = {
  resourceRegExp: /^\.\/tables\//,
  contextRegExp: /iconv-lite[\\/]encodings$/,
};

/** The OpenAPI theme's stylesheet (with its @imported partials, which it is compiled with). */
export function isThemeStylesheet(module: BundledModule): boolean {
  return (module.nameForCondition?.() ?? module.resource ?? '').startsWith(THEME_STYLESHEET);
}

/** Docusaurus's site-wide "styles" CSS group, minus the OpenAPI theme's stylesheet. */
export function isSiteWideStyle(module: BundledModule): boolean {
  return !isThemeStylesheet(module);
}

/** The theme stylesheet's CSS chunk, named so the build's postBuild can find its file. */
const themeStylesheetGroup = {
  name: THEME_STYLESHEET_CHUNK,
  test: isThemeStylesheet,
  type: 'css/mini-extract',
  chunks: 'all' as const,
  enforce: true,
  priority: 50,
};

export default function openApiThemePlugin(): PluginModule {
  return () => ({
    name: 'nillion-openapi-theme',
    getThemePath: () => path.join(packageDir, 'lib', 'theme'),
    getTypeScriptThemePath: () => path.join(packageDir, 'src', 'theme'),
    configureWebpack(config, isServer, utils) {
      // A compiler with chunk splitting off (the server's, and npm start's lazy-compiling client:
      // plugins/dev-lazy-compilation) has no styles group to narrow; an object here would turn
      // splitting back on, since themes configure after plugins.
      const splitsChunks = !isServer && config.optimization?.splitChunks !== false;
      // The request explorer's code samples need these Node built-ins in the browser.
      return {
        ...(splitsChunks
          ? {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    styles: {test: isSiteWideStyle},
                    openapiTheme: themeStylesheetGroup,
                  },
                },
              },
            }
          : {}),
        resolve: {
          alias: singleCopyAliases(),
          fallback: {
            buffer: require.resolve('buffer/'),
            path: require.resolve('path-browserify'),
          },
        },
        plugins: [
          new utils.currentBundler.instance.ProvidePlugin({
            process: require.resolve('process/browser'),
            Buffer: ['buffer', 'Buffer'],
          }),
          new utils.currentBundler.instance.IgnorePlugin(ICONV_DOUBLE_BYTE_TABLES),
        ],
      };
    },
  });
}
