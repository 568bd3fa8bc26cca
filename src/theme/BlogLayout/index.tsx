// Wrapped (@docusaurus/theme-classic 3.10.2): the article's table of contents is a navigation landmark. Upstream's BlogLayout puts it in a bare `<div class="col col--2">` next to `<main>`, outside every landmark (axe region), where docs pages hold theirs inside `<main>`. Can go when BlogLayout puts its TOC column in a landmark.
import type {ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

export default function BlogLayoutWrapper({toc, ...props}: Props): ReactNode {
  const label = translate({id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page'});
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <nav aria-label={label} className={styles.toc}>
            {toc}
          </nav>
        )
      }
    />
  );
}
