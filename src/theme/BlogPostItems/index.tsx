// Wrapped (@docusaurus/theme-classic 3.10.2): list pages (/articles and its pages, tag and author pages) show each post as a card (cover, title, date, reading time, summary, tags) in a grid instead of its full excerpt under a full-width cover. Upstream's BlogPostItems takes the item component as a prop; this passes the card. Can go if the theme gets a card list for blog indexes.
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import ArticleCard, {LeadArticleContext} from '@site/src/components/ArticleCard';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <LeadArticleContext.Provider value={props.items[0]?.content.metadata.permalink ?? null}>
      <div className={styles.grid}>
        <BlogPostItems component={ArticleCard} {...props} />
      </div>
    </LeadArticleContext.Provider>
  );
}
