/**
 * `<link rel="alternate" type="text/markdown" href="<route>.md">` in the head of a page the
 * Markdown export writes a twin for (every doc, API and article page: the page model reads each
 * of them), so an assistant or crawler that lands on the HTML finds the Markdown. Rendered with
 * the page, on the server and on client-side navigation alike.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {markdownPathOf} from '@site/src/lib/routes';

export default function MarkdownTwinLink({permalink}: {permalink: string}): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownPathOf(permalink)} />
    </Head>
  );
}
