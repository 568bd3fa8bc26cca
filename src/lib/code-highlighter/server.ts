/**
 * The code highlighter while the server renders pages: loaded at once, since each page's HTML is
 * written in one pass, with the extra languages of `themeConfig.prism.additionalLanguages`
 * registered here (the classic theme no longer does it at start-up: patches/README.md).
 *
 * `#code-highlighter` resolves here under the `node` condition, which the server build has, and
 * to ./client.ts in the browser (package.json "imports").
 */
import {Highlight, Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import type {Highlighter} from './types';

includeLanguages(Prism);
const ready: Highlighter = {Highlight};

export function loadedHighlighter(): Highlighter | null {
  return ready;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(ready);
}
