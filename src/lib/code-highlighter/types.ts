import type {Highlight} from 'prism-react-renderer';

/** What a code block needs to draw highlighted lines: prism-react-renderer's component. */
export interface Highlighter {
  Highlight: typeof Highlight;
}
