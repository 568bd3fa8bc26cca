/**
 * llms.txt and llms-full.txt as functions of the page models: hand-written pages in, the files
 * llmstxt.org describes out, with a page in every part of the site (Community included, which
 * lists two pages in the order given) and the sections in the README's order whatever the
 * pages' order.
 */
import {describe, expect, it} from 'vitest';
import type {PageModel} from '../../../src/lib/page-model/model';
import {llmsFullTxt, llmsTxt} from '../../../plugins/page-model/outputs/llms';
import {GENERATION_2025, LATEST} from '../../../config/versions';
import {pageMarkdown} from '../../../src/lib/page-model/markdown';

/** The text the Markdown export wrote for a page (llms-full.txt takes it as written). */
const exported = (page: PageModel) => pageMarkdown(page).text;

const site = {
  title: 'Example Docs',
  tagline: 'Docs for the   example network.',
  url: 'https://docs.example.org',
  baseUrl: '/',
  siteDir: '/unused',
};

function page(
  route: string,
  section: PageModel['section'],
  title: string,
  description: string,
): PageModel {
  return {
    route,
    url: `${site.url}${route}`,
    type: section === 'Articles' ? 'article' : section === 'API' ? 'api' : 'doc',
    section,
    title,
    description,
    language: 'en',
    searchTags: [],
    headings: [],
    blocks: [{type: 'paragraph', content: [{type: 'text', text: `${title} body.`}]}],
  };
}

const pages = [
  page('/__fixtures/docs/probe', 'Fixtures', 'Probe', 'Test only.'),
  page('/api/overview', 'API', 'API overview', 'The endpoints.'),
  page('/articles/tickr-app', 'Articles', 'Tickr [app]', 'A private\n  trading app.'),
  page('/community/community-and-support', 'Community', 'Community and Support', 'Where to ask.'),
  page('/build/quickstart', 'Build', 'Quickstart', ''),
  page('/community/guides/testnet', 'Community', 'Testnet Guides', ''),
  page('/learn/what-is-nillion', 'Learn', 'What is Nillion', 'The network in brief.'),
];

/** Two OpenAPI documents as the build describes them (title, version, where each form is). */
const apiDocuments = [
  {
    title: 'Example API',
    version: '1.2.0',
    yamlPath: '/openapi/example.yaml',
    jsonPath: '/openapi/example.json',
  },
  {
    title: 'Legacy API',
    version: '0.4.0',
    yamlPath: '/openapi/legacy.yaml',
    jsonPath: '/openapi/legacy.json',
  },
];

/**
 * What Latest's llms.txt opens with after its summary (issue 39): how to search (the MCP
 * endpoint on the site's origin, the `.md` twins, Accept: text/markdown), which docs version is
 * which (Latest at the root, the 2025 snapshot under /2025), and where the API documents are (each
 * OpenAPI document as YAML and JSON, and the RFC 9727 catalog). Free text, no `##` heading.
 */
const GUIDANCE = [
  'Notes for agents:',
  '',
  "- Search: the docs MCP server answers at https://docs.example.org/mcp (Streamable HTTP): `search_docs` searches these pages with the site's own ranking, `read_page` returns a page's Markdown, `list_api_operations` and `get_api_operation` look up API operations.",
  '- Read a page as Markdown: add `.md` to its address, or ask for its address with `Accept: text/markdown`. Each page names its Markdown in a `Link: <…>; rel="alternate"; type="text/markdown"` response header.',
  '- Versions: every address without a version prefix is Latest (SecretVaults 3), the Nillion platform as it is today: SecretVaults 3, NUC 2, Node.js 24, wallet sign-in and credits.',
  '- 2025 SDKs (SecretVaults 0.1): the pages under /2025/ are a frozen snapshot of the 2025 SDK generation: SecretVaults 0.1.7, NUC 0.1.1, nilAI SDK 0.2.0 and nilAuth subscriptions, for code written against it; they are listed in https://docs.example.org/2025/llms.txt.',
  '- API documents: the OpenAPI document of each API in the reference, as YAML and as JSON:',
  '  - Example API 1.2.0: [YAML](https://docs.example.org/openapi/example.yaml), [JSON](https://docs.example.org/openapi/example.json)',
  '  - Legacy API 0.4.0: [YAML](https://docs.example.org/openapi/legacy.yaml), [JSON](https://docs.example.org/openapi/legacy.json)',
  '- API catalog (RFC 9727): https://docs.example.org/.well-known/api-catalog lists those documents and the reference page of each API.',
  '',
];

/** What Latest's llms.txt ends with: the way to the 2025 generation's own files. */
const EARLIER_GENERATIONS = [
  '## Earlier SDK generations',
  '',
  '- [2025 SDKs (SecretVaults 0.1)](https://docs.example.org/2025/llms.txt): the 2025 SDK generation: SecretVaults 0.1.7, NUC 0.1.1, nilAI SDK 0.2.0 and nilAuth subscriptions; every page in one file: [llms-full.txt](https://docs.example.org/2025/llms-full.txt)',
  '',
];

describe('llms.txt', () => {
  it('title, summary, guidance, then Learn, Build, Community, API, Articles with .md links; no fixtures', () => {
    expect(llmsTxt(pages, site, apiDocuments)).toBe(
      [
        '# Example Docs',
        '',
        '> Docs for the example network.',
        '',
        ...GUIDANCE,
        'Every page below is published as Markdown at its address plus `.md`; [llms-full.txt](https://docs.example.org/llms-full.txt) holds all of them in one file.',
        '',
        '## Learn',
        '',
        '- [What is Nillion](https://docs.example.org/learn/what-is-nillion.md): The network in brief.',
        '',
        '## Build',
        '',
        '- [Quickstart](https://docs.example.org/build/quickstart.md)',
        '',
        '## Community',
        '',
        '- [Community and Support](https://docs.example.org/community/community-and-support.md): Where to ask.',
        '- [Testnet Guides](https://docs.example.org/community/guides/testnet.md)',
        '',
        '## API',
        '',
        '- [API overview](https://docs.example.org/api/overview.md): The endpoints.',
        '',
        '## Articles',
        '',
        '- [Tickr \\[app\\]](https://docs.example.org/articles/tickr-app.md): A private trading app.',
        '',
        ...EARLIER_GENERATIONS,
      ].join('\n'),
    );
  });
});

describe('llms-full.txt', () => {
  it('the summary, then every page as its export text in the order of llms.txt', () => {
    expect(llmsFullTxt(pages, site, LATEST, exported)).toBe(
      [
        '# Example Docs\n\n> Docs for the example network.\n',
        '# What is Nillion\n\nURL: https://docs.example.org/learn/what-is-nillion\n\nWhat is Nillion body.\n',
        '# Quickstart\n\nURL: https://docs.example.org/build/quickstart\n\nQuickstart body.\n',
        '# Community and Support\n\nURL: https://docs.example.org/community/community-and-support\n\nCommunity and Support body.\n',
        '# Testnet Guides\n\nURL: https://docs.example.org/community/guides/testnet\n\nTestnet Guides body.\n',
        '# API overview\n\nURL: https://docs.example.org/api/overview\n\nAPI overview body.\n',
        '# Tickr [app]\n\nURL: https://docs.example.org/articles/tickr-app\n\nTickr \\[app] body.\n',
      ].join('\n---\n\n'),
    );
  });
});

describe('llms.txt edges', () => {
  it('lists no heading for a part of the site without pages, and trims summary and descriptions', () => {
    const learnOnly = [page('/learn/a', 'Learn', 'A', '  First page.  ')];
    expect(llmsTxt(learnOnly, {...site, tagline: '  Docs.  '}, apiDocuments)).toBe(
      [
        '# Example Docs',
        '',
        '> Docs.',
        '',
        ...GUIDANCE,
        'Every page below is published as Markdown at its address plus `.md`; [llms-full.txt](https://docs.example.org/llms-full.txt) holds all of them in one file.',
        '',
        '## Learn',
        '',
        '- [A](https://docs.example.org/learn/a.md): First page.',
        '',
        ...EARLIER_GENERATIONS,
      ].join('\n'),
    );
  });
});

describe('an older docs version', () => {
  const older = [page('/2025/build/quickstart', 'Build', 'Quickstart', 'The 0.1 quickstart.')];

  it('has its own llms.txt: named for its generation, pointing back to Latest, with no guidance and no list of generations', () => {
    expect(llmsTxt(older, site, apiDocuments, GENERATION_2025)).toBe(
      [
        '# Example Docs: 2025 SDKs (SecretVaults 0.1)',
        '',
        '> Docs for the example network.',
        '',
        'These pages document the 2025 SDK generation: SecretVaults 0.1.7, NUC 0.1.1, nilAI SDK 0.2.0 and nilAuth subscriptions. The current packages no longer have the API they teach; for the platform as it is today, read [llms.txt](https://docs.example.org/llms.txt).',
        '',
        'Every page below is published as Markdown at its address plus `.md`; [llms-full.txt](https://docs.example.org/2025/llms-full.txt) holds all of them in one file.',
        '',
        '## Build',
        '',
        '- [Quickstart](https://docs.example.org/2025/build/quickstart.md): The 0.1 quickstart.',
        '',
      ].join('\n'),
    );
  });

  it('has its own llms-full.txt with the same header', () => {
    expect(llmsFullTxt(older, site, GENERATION_2025, exported)).toMatch(
      /^# Example Docs: 2025 SDKs \(SecretVaults 0\.1\)\n[^]*\n---\n\n# Quickstart\n\nURL: https:\/\/docs\.example\.org\/2025\/build\/quickstart\n/,
    );
  });
});
