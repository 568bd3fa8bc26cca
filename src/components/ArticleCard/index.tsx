import {createContext, useContext, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import {articleThumbnail} from '@site/src/lib/articleThumbnail';
import styles from './styles.module.css';

/** The covers are drawn at the social card size (1200×630); the attributes reserve that ratio. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/**
 * The permalink of the list's first card. Its cover is at the top of the page (on a phone, the
 * largest thing drawn first), so it loads at once with high priority; the others load lazily.
 */
export const LeadArticleContext = createContext<string | null>(null);

/**
 * One article on a list page (/articles, its pages, tag and author pages): cover, title, date and
 * reading time, a two-line summary and the tags. The title's link stretches over the whole card,
 * so the card is one link and one tab stop; nothing else in it is interactive.
 */
export default function ArticleCard(): ReactNode {
  const {metadata} = useBlogPost();
  const {permalink, title, description, tags, frontMatter} = metadata;
  const cover = articleThumbnail(frontMatter.image);
  const coverUrl = useBaseUrl(cover ?? '');
  const isLead = useContext(LeadArticleContext) === permalink;
  return (
    <article className={styles.card}>
      {cover && (
        <img
          className={styles.cover}
          src={coverUrl}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={isLead ? 'eager' : 'lazy'}
          fetchPriority={isLead ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        {/* Date and reading time above the title, in the theme's own words and format; its
            1rem margins (an !important Infima utility) are the card's spacing there. */}
        <div className={styles.info}>
          <BlogPostItemHeaderInfo />
        </div>
        <Heading as="h2" className={styles.title}>
          <Link to={permalink} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {description && <p className={styles.summary}>{description}</p>}
        {tags.length > 0 && (
          <ul
            className={styles.tags}
            aria-label={translate({id: 'theme.tags.tagsListLabel', message: 'Tags:'})}>
            {tags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                {tag.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
