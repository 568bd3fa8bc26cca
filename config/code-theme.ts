/**
 * The code-block colours (Prism): Palenight, whose comment, boolean and tag
 * colours fall under the 4.5:1 contrast AA needs on its own background,
 * raised to readable shades of the same hues.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Token type → AA colour on Palenight's #292d3e (comment 5.2:1, the reds 5.5:1). */
const RAISED: Record<string, string> = {
  comment: '#959dcb',
  boolean: '#ff7a90',
  tag: '#ff7a90',
  deleted: '#ff7a90',
};

export const codeTheme = {
  ...themes.palenight,
  styles: themes.palenight.styles.map((entry) => {
    const raised = entry.types.map((type) => RAISED[type]).find(Boolean);
    return raised ? {...entry, style: {...entry.style, color: raised}} : entry;
  }),
} satisfies PrismTheme;

/**
 * Token colours must stay the same as in light mode: a code block the server drew keeps the
 * server's highlighted lines in the browser (src/theme/CodeBlock/Content), whichever mode the
 * reader is in. Only the block's own colours (`plain`) may differ.
 *
 * Dark mode's code blocks sit on the navy of the page's palette (src/css/reading.css) rather than
 * Palenight's slate; every token colour has more contrast on the darker navy than on #292d3e.
 */
export const codeThemeDark = {
  ...codeTheme,
  plain: {...codeTheme.plain, backgroundColor: '#0d0d45'},
} satisfies PrismTheme;
