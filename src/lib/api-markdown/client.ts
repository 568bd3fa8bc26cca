/**
 * The OpenAPI theme's Markdown in the browser (react-markdown, remark, rehype-raw with parse5:
 * about 90 KB gzip, the largest part of an operation page's JavaScript), loaded on demand. The
 * descriptions the server drew keep its HTML (src/theme/Markdown), so only a description first
 * drawn in the browser (client-side navigation, a section opened later) or one holding a code block
 * whose buttons need hydrating asks for it.
 *
 * The server build resolves `#api-markdown` to ./server.ts instead (package.json "imports").
 */
import {loadOnce} from '../loadOnce';
import type {ThemeMarkdown} from './types';

const markdown = loadOnce<ThemeMarkdown>(() =>
  import(/* webpackChunkName: "api-markdown" */ '@theme-original/Markdown').then(
    (module) => module.default,
  ),
);

/** The theme's Markdown if it has loaded, else null. */
export const loadedMarkdown = (): ThemeMarkdown | null => markdown.loaded();

/** Loads the theme's Markdown once; a failed load (offline, say) is tried again on the next call. */
export const loadMarkdown = (): Promise<ThemeMarkdown> => markdown.load();
