/**
 * A theme page with a description it does not set itself. The theme's article tag and author
 * pages render no description, yet search results and link previews show one, so their
 * wrappers in src/theme add it with this one helper. The original sets everything else
 * (title, canonical URL); a second PageMetadata only adds the description tags.
 */
import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

export function withPageDescription<Props extends object>(
  Original: ComponentType<Props>,
  descriptionOf: (props: Props) => string,
): ComponentType<Props> {
  function WithPageDescription(props: Props): ReactNode {
    return (
      <>
        <PageMetadata description={descriptionOf(props)} />
        <Original {...props} />
      </>
    );
  }
  WithPageDescription.displayName = `WithPageDescription(${Original.displayName ?? Original.name})`;
  return WithPageDescription;
}
