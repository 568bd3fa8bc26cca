// Wrapped (@docusaurus/theme-classic 3.10.2): the article's table of contents is a navigation landmark. Upstream's BlogLayout puts it in a bare `<div class="col col--2">` next to `<main>`, outside every landmark (axe region), where docs pages hold theirs inside `<main>`. Can go when BlogLayout puts its TOC column in a landmark.
// On a phone the table of contents is hidden (stylesheet), yet upstream hydrates it there and its highlighter measures every heading on each scroll. Here a page hydrating at a phone's width keeps the server's HTML of it, unhydrated (as src/theme/CodeBlock/Content keeps a block's lines), until the window grows to a desktop's width; elsewhere it hydrates in its own, later pass (an Activity boundary, as src/theme/DocItem/TOC/Desktop). Same markup either way.
import {Activity, useId, type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {useWindowSize} from '@docusaurus/theme-common';
import {useServerHtml} from '@site/src/components/useServerHtml';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

/** The widths at which the stylesheet hides the table of contents (Infima's and useWindowSize's breakpoint). */
const HIDDEN_TOC_MEDIA = '(max-width: 996px)';

export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
  const label = translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'});
  const id = `toc-${useId()}`;
  // The server's table of contents when the page hydrates at a width that hides it; else null
  // (drawn live).
  const serverToc = useServerHtml(id, {
    wanted: () => window.matchMedia(HIDDEN_TOC_MEDIA).matches,
  });
  const windowSize = useWindowSize();
  const live = serverToc === null || windowSize === 'desktop';
  return (
    <BlogLayout
      {...props}
      toc={
        toc &&
        (live ? (
          <nav id={id} aria-label={label} className={styles.toc}>
            <Activity mode="visible">{toc}</Activity>
          </nav>
        ) : (
          <nav
            id={id}
            aria-label={label}
            className={styles.toc}
            dangerouslySetInnerHTML={{__html: serverToc}}
          />
        ))
      }
    />
  );
}
