/**
 * The request sample and response example of an API operation (src/lib/api-samples), drawn as
 * code blocks in the right column of its page: what the server writes there, and what stays there
 * until the request explorer has loaded (src/theme/SkeletonLoader, src/theme/ApiExplorer). They
 * come made, in the page's front matter (`samples`, scripts/api-pages/samples.ts): the browser
 * neither inflates the operation nor samples its schemas to draw them.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {decodeApiSamples, type ApiSamples as Samples} from '@site/src/lib/api-samples/samples';
import styles from './styles.module.css';

/** The samples of the current doc, or null when it has none (not an operation page). */
export function usePageSamples(): Samples | null {
  return decodeApiSamples((useDoc().frontMatter as {samples?: unknown}).samples);
}

export default function ApiSamples({samples}: {samples: Samples}): ReactNode {
  const {request, response} = samples;
  return (
    <div className={styles.samples} data-api-samples="">
      <CodeBlock language="bash" title="Request">
        {request}
      </CodeBlock>
      {response && (
        <CodeBlock
          language={response.contentType?.includes('json') ? 'json' : 'text'}
          title={`Response ${response.status}${response.contentType ? ` · ${response.contentType}` : ''}`}>
          {response.body ?? '(no body)'}
        </CodeBlock>
      )}
    </div>
  );
}
