/**
 * /llms.txt and /llms-full.txt with a page in every part of the site, Community included, against
 * text written by hand from llmstxt.org's format (title, summary, one section per part of the site
 * listing each page's `.md` with its description) and the README ("Markdown export and llms.txt").
 */
import {describe, expect, it} from 'vitest';
import {parseHTML} from 'linkedom';
import type {PageModel} from '../../plugins/page-model/model';
import {llmsFullTxt, llmsTxt, pagesToMarkdown} from '../../plugins/markdown-export/output';

const site = {
  title: 'Docs',
  tagline: '  Private   data, computed.  ',
  url: 'https://docs.example.org',
};

function page(route: string, section: PageModel['section'], title: string, description = '') {
  const {document} = parseHTML(`<html><body><div><p>About ${title}.</p></div></body></html>`);
  return {
    route,
    url: `${site.url}${route}`,
    type: section === 'Articles' ? 'article' : section === 'API' ? 'api' : 'doc',
    section,
    title,
    description,
    language: 'en',
    searchTags: [],
    content: document.querySelector('div')!,
  } satisfies PageModel;
}

// In no particular order: the output orders the sections, and keeps each section's pages in order.
const pages = [
  page('/articles/post', 'Articles', 'A post', 'News.'),
  page('/community/community-and-support', 'Community', 'Community and Support', 'Where to ask.'),
  page('/__fixtures/docs/probe', 'Fixtures', 'Probe', 'Test only.'),
  page('/api/overview', 'API', 'API', 'Endpoints.'),
  page('/build/quickstart', 'Build', 'Quickstart', '  Build   a first app. '),
  page('/community/guides/testnet', 'Community', 'Testnet Guides'),
  page('/learn/what-is-nillion', 'Learn', 'What is Nillion', 'In brief.'),
];

describe('llms.txt', () => {
  it('lists Learn, Build, Community, API and Articles in order, each page with its .md', () => {
    expect(llmsTxt(pages, site)).toBe(`# Docs

> Private data, computed.

Every page below is published as Markdown at its address plus \`.md\`; [llms-full.txt](https://docs.example.org/llms-full.txt) holds all of them in one file.

## Learn

- [What is Nillion](https://docs.example.org/learn/what-is-nillion.md): In brief.

## Build

- [Quickstart](https://docs.example.org/build/quickstart.md): Build a first app.

## Community

- [Community and Support](https://docs.example.org/community/community-and-support.md): Where to ask.
- [Testnet Guides](https://docs.example.org/community/guides/testnet.md)

## API

- [API](https://docs.example.org/api/overview.md): Endpoints.

## Articles

- [A post](https://docs.example.org/articles/post.md): News.
`);
  });

  it('llms-full.txt holds every page but the fixtures, in the same order, as export texts', () => {
    const full = llmsFullTxt(pagesToMarkdown(pages), site);
    expect(full).toBe(
      [
        '# Docs\n\n> Private data, computed.\n',
        '# What is Nillion\n\nURL: https://docs.example.org/learn/what-is-nillion\n\nAbout What is Nillion.\n',
        '# Quickstart\n\nURL: https://docs.example.org/build/quickstart\n\nAbout Quickstart.\n',
        '# Community and Support\n\nURL: https://docs.example.org/community/community-and-support\n\nAbout Community and Support.\n',
        '# Testnet Guides\n\nURL: https://docs.example.org/community/guides/testnet\n\nAbout Testnet Guides.\n',
        '# API\n\nURL: https://docs.example.org/api/overview\n\nAbout API.\n',
        '# A post\n\nURL: https://docs.example.org/articles/post\n\nAbout A post.\n',
      ].join('\n---\n\n'),
    );
  });
});
