/**
 * The code highlighter in the browser: prism-react-renderer and the extra languages of
 * `themeConfig.prism.additionalLanguages`, loaded on demand. Evaluating Prism's grammars took
 * about 190 ms of main thread at 4x CPU slowdown, and the classic theme did it at start-up on
 * every page; code blocks the server drew keep its markup (src/theme/CodeBlock/Content), so only a
 * block first drawn in the browser (after a client-side navigation) asks for this.
 *
 * The server build resolves `#code-highlighter` to ./server.ts instead (package.json "imports").
 */
import {loadOnce} from '../loadOnce';
import type {Highlighter} from './types';

const highlighter = loadOnce<Highlighter>(() =>
  Promise.all([import('prism-react-renderer'), import('@theme/prism-include-languages')]).then(
    ([{Highlight, Prism}, {default: includeLanguages}]) => {
      includeLanguages(Prism);
      return {Highlight};
    },
  ),
);

/** The highlighter if it has loaded, else null. */
export const loadedHighlighter = (): Highlighter | null => highlighter.loaded();

/** Loads the highlighter once; a failed load (offline, say) is tried again on the next call. */
export const loadHighlighter = (): Promise<Highlighter> => highlighter.load();
