// Ejected: the theme's link text is only "Read more" (its title lives in aria-label, which search engines and link-text audits ignore); the title is now part of the text, hidden from view.
// Can go when the theme's link text names the article. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/BlogPostItem/Footer/ReadMoreLink/index.tsx
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  ...linkProps
}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="visually-hidden">
        <Translate
          id="theme.blog.post.readMoreTitleSuffix"
          description="Text after 'Read more' that names the post, for screen readers and crawlers"
          values={{title: blogPostTitle}}>
          {' about {title}'}
        </Translate>
      </span>
    </Link>
  );
}
