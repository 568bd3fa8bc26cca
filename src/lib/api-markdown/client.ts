/**
 * The OpenAPI theme's Markdown in the browser (react-markdown, remark, rehype-raw with parse5:
 * about 90 KB gzip, the largest part of an operation page's JavaScript), loaded on demand. The
 * descriptions the server drew keep its HTML (src/theme/Markdown), so only a description first
 * drawn in the browser (client-side navigation, a section opened later) or one holding a code block
 * whose buttons need hydrating asks for it.
 *
 * The server build resolves `#api-markdown` to ./server.ts instead (package.json "imports").
 */
import type {ThemeMarkdown} from './types';

let ready: ThemeMarkdown | null = null;
let loading: Promise<ThemeMarkdown> | null = null;

/** The theme's Markdown if it has loaded, else null. */
export function loadedMarkdown(): ThemeMarkdown | null {
  return ready;
}

/** Loads the theme's Markdown once; a failed load (offline, say) is tried again on the next call. */
export function loadMarkdown(): Promise<ThemeMarkdown> {
  loading ??= import(/* webpackChunkName: "api-markdown" */ '@theme-original/Markdown').then(
    (module) => (ready = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
