/**
 * The code highlighter while the server renders pages: loaded at once, since each page's HTML is
 * written in one pass. The extra languages are already on this Prism: the classic theme's
 * prism-include-languages client module runs in the server build as before. Stands in for
 * ./client.ts there (plugins/code-highlighting).
 */
import {Highlight} from 'prism-react-renderer';
import type {Highlighter} from './types';

const ready: Highlighter = {Highlight};

export function loadedHighlighter(): Highlighter | null {
  return ready;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(ready);
}
