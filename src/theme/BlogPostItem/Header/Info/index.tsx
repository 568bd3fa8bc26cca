// Ejected from @docusaurus/theme-classic 3.10.2 (BlogPostItem/Header/Info): https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogPostItem/Header/Info/index.tsx
// Upstream formats the date with a new Intl.DateTimeFormat on every render and picks the reading
// time's plural with Intl.PluralRules: on an article, and once per card on a list page, the first
// of each loads ICU data while the page hydrates, a long task on a phone (issue 40). The site has
// one locale, English: src/lib/articleDate.ts writes the same words without Intl. Same markup.
// Can go if the blog plugin gives the formatted date in the post's metadata (as Docusaurus 2 did).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {englishPluralForm, formatArticleDate} from '@site/src/lib/articleDate';
import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const minutes = Math.ceil(readingTime);
  const [one, other = one] = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description:
        'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime: minutes},
  ).split('|');
  return <>{englishPluralForm(minutes) === 'one' ? one : other}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatArticleDate(date)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
