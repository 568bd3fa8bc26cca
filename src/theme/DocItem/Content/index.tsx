// Wrapped: a page without a table-of-contents column (none, hidden, or a narrow screen) gets the Copy page widget at the top of its article.
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
