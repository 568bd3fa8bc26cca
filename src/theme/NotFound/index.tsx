// Wrapped: the theme's 404 page has no description; search engines and link previews need one.
import type {ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {PAGE_DESCRIPTIONS} from '@site/src/lib/pageDescriptions';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={PAGE_DESCRIPTIONS.notFound} />
      <NotFound {...props} />
    </>
  );
}
