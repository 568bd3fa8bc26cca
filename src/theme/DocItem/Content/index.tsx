// Wrapped: a page without a table-of-contents column (none, hidden, or a narrow screen) gets the Copy page widget at the top of its article.
// A portal feature, not a workaround: stays while the Copy page widget does. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocItem/Content/index.tsx
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import {useTocColumnShown} from '@site/src/components/CopyPage/useTocColumnShown';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const tocColumnShown = useTocColumnShown();
  return (
    <>
      {!tocColumnShown && <CopyPage placement="article" />}
      <Content {...props} />
    </>
  );
}
