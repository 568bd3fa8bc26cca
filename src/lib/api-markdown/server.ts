/**
 * The OpenAPI theme's Markdown while the server renders pages: there at once, since each page's
 * HTML is written in one pass. `#api-markdown` resolves here under the `node` condition, which the
 * server build has, and to ./client.ts in the browser (package.json "imports").
 */
import Markdown from '@theme-original/Markdown';
import type {ThemeMarkdown} from './types';

export function loadedMarkdown(): ThemeMarkdown | null {
  return Markdown;
}

export function loadMarkdown(): Promise<ThemeMarkdown> {
  return Promise.resolve(Markdown);
}
