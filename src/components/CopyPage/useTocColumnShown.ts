import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

/**
 * Whether the doc page shows its table-of-contents column: the condition the
 * theme's DocItem layout (and the API reference's) renders the column on. The
 * Copy page widget goes in that column when it is shown, over the article
 * when it is not; both follow navigation and resizes as React state.
 */
export function useTocColumnShown(): boolean {
  const {frontMatter, toc} = useDoc();
  const windowSize = useWindowSize();
  return (
    !frontMatter.hide_table_of_contents &&
    toc.length > 0 &&
    (windowSize === 'desktop' || windowSize === 'ssr')
  );
}
