/**
 * The request sample and response example of an API operation (src/lib/api-samples), drawn as
 * code blocks in the right column of its page: what the server writes there, and what stays there
 * until the request explorer has loaded (src/theme/SkeletonLoader, src/theme/ApiExplorer).
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {sampleResponseFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';
import {ungzip} from 'pako';
import {curlRequest, responseExample, type ApiOperation} from '@site/src/lib/api-samples/samples';
import styles from './styles.module.css';

const decoded = new Map<string, ApiOperation | null>();

/**
 * The operation in a page's `api` front matter, which the OpenAPI plugin writes compressed and
 * base64-encoded (the theme's ApiItem reads it the same way). Null when it cannot be read.
 */
export function operationOf(frontMatterApi: unknown): ApiOperation | null {
  if (typeof frontMatterApi !== 'string') {
    return frontMatterApi && typeof frontMatterApi === 'object'
      ? (frontMatterApi as ApiOperation)
      : null;
  }
  const known = decoded.get(frontMatterApi);
  if (known !== undefined) return known;
  let operation: ApiOperation | null;
  try {
    const bytes = Uint8Array.from(atob(frontMatterApi), (char) => char.charCodeAt(0));
    operation = JSON.parse(new TextDecoder().decode(ungzip(bytes))) as ApiOperation;
  } catch {
    operation = null;
  }
  decoded.set(frontMatterApi, operation);
  return operation;
}

export default function ApiSamples({operation}: {operation: ApiOperation}): ReactNode {
  const response = responseExample(operation, (schema) =>
    sampleResponseFromSchema(schema as Parameters<typeof sampleResponseFromSchema>[0]),
  );
  return (
    <div className={styles.samples} data-api-samples="">
      <CodeBlock language="bash" title="Request">
        {curlRequest(operation)}
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
