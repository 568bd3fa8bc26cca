/**
 * The build-output checks of what machines read (tests/support/machine-readable.ts),
 * each shown to fail on a fixture with the defect it is named after, and the feeds the installed
 * blog plugin writes shown to be free of them (patches/README.md).
 */
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createBlogFeedFiles} from '@docusaurus/plugin-content-blog/lib/feed.js';
import {
  dataUriProblems,
  descriptionLengthProblems,
  duplicateTitleProblems,
  feedProblems,
  isNoindex,
  noindexInSitemapProblems,
  readPageHead,
  relativeImageProblems,
  type PageHead,
} from '../../support/machine-readable';

const SITE = 'https://docs.example.org';
const head = (title: string, description = 'x'.repeat(80), robots = ''): PageHead => ({
  title,
  description,
  robots,
});

describe('readPageHead', () => {
  it('reads title, description and robots the way the minified build writes them', () => {
    const html =
      '<html><head><title data-rh=true>Usage | Private LLMs | Docs</title>' +
      '<meta data-rh=true name=description content="How to call it."/>' +
      '<meta data-rh=true name=robots property=robots content=noindex /></head></html>';
    expect(readPageHead(html)).toEqual({
      title: 'Usage | Private LLMs | Docs',
      description: 'How to call it.',
      robots: 'noindex',
    });
  });

  it('does not take the theme\'s property="robots" for a robots tag', () => {
    const html = '<head><meta property="robots" content="noindex, follow"></head>';
    expect(isNoindex(readPageHead(html))).toBe(false);
  });
});

describe('description length', () => {
  it('passes 50 to 160 characters and names the route of each page outside', () => {
    expect(
      descriptionLengthProblems([
        {route: '/ok-short', head: head('a', 'd'.repeat(50))},
        {route: '/ok-long', head: head('b', 'd'.repeat(160))},
        {route: '/short', head: head('c', 'Too short.')},
        {route: '/long', head: head('d', 'e'.repeat(161))},
        {route: '/none', head: head('e', '')},
      ]).map((line) => line.split(':')[0]),
    ).toEqual(['/short', '/long', '/none']);
  });
});

describe('unique titles', () => {
  it('reports a title two pages share, with both routes', () => {
    expect(
      duplicateTitleProblems([
        {route: '/api/nilai/health', head: head('Health | Docs')},
        {route: '/api/nildb/health', head: head('Health | Docs')},
        {route: '/learn', head: head('Learn | Docs')},
      ]),
    ).toEqual(['"Health | Docs" is the title of /api/nilai/health, /api/nildb/health']);
  });

  it('passes titles that differ by section', () => {
    expect(
      duplicateTitleProblems([
        {route: '/a', head: head('Health | nilAI API | Docs')},
        {route: '/b', head: head('Health | nilDB API | Docs')},
      ]),
    ).toEqual([]);
  });
});

describe('noindex pages and the sitemap', () => {
  it('reports a noindex page the sitemap lists, and not one it leaves out', () => {
    const pages = [
      {route: '/search', head: head('Search', 'x'.repeat(60), 'noindex')},
      {route: '/learn', head: head('Learn')},
    ];
    expect(noindexInSitemapProblems(pages, [`${SITE}/search`, `${SITE}/learn`], SITE)).toEqual([
      `${SITE}/search is noindex but listed in the sitemap`,
    ]);
    expect(noindexInSitemapProblems(pages, [`${SITE}/learn`], SITE)).toEqual([]);
  });
});

describe('data: URIs and relative images in exports', () => {
  it('counts data: URIs', () => {
    const text =
      '![Cover](data:image/svg+xml;base64,PHN2Zz4=) and ![x](data:image/png;base64,AA==)';
    expect(dataUriProblems(text, 'llms-full.txt')).toEqual([
      'llms-full.txt: 2 data: URI(s) instead of file URLs',
    ]);
    expect(dataUriProblems(`![Cover](${SITE}/img/a.svg)`, 'a.md')).toEqual([]);
  });

  it('reports Markdown images that are not absolute, and HTML ones when asked', () => {
    const text = `![a](/img/a.svg) ![b](${SITE}/img/b.svg) <img src="/img/c.svg">`;
    expect(relativeImageProblems(text, 'a.md')).toEqual([
      'a.md: image /img/a.svg is not an absolute URL',
    ]);
    expect(relativeImageProblems(text, 'feed', {html: true})).toEqual([
      'feed: image /img/a.svg is not an absolute URL',
      'feed: image /img/c.svg is not an absolute URL',
    ]);
  });
});

/** A feed as the blog plugin writes it (Docusaurus 3.10, feed 4.2): no self links, no RSS author. */
const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
        <title>Articles</title>
        <link>${SITE}/articles</link>
        <item>
            <title><![CDATA[Encryption]]></title>
            <link>${SITE}/articles/encryption</link>
            <guid>${SITE}/articles/encryption</guid>
            <content:encoded><![CDATA[<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Cover"></p>]]></content:encoded>
        </item>
    </channel>
</rss>`;
const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>${SITE}/articles</id>
    <link rel="alternate" href="${SITE}/articles"/>
    <entry>
        <id>${SITE}/articles/encryption</id>
        <content type="html"><![CDATA[<p><img src="/img/articles/encryption.svg" alt="Cover"></p>]]></content>
        <author>
            <name>Nillion Team</name>
        </author>
    </entry>
</feed>`;
const feedUrls = {rssUrl: `${SITE}/articles/rss.xml`, atomUrl: `${SITE}/articles/atom.xml`};

describe('feeds', () => {
  it('reports the defects of the feeds the blog plugin writes', () => {
    expect(feedProblems({rss, atom, ...feedUrls})).toEqual([
      'rss.xml: no <atom:link rel="self">',
      'atom.xml: no feed-level <link rel="self">',
      `rss.xml: item ${SITE}/articles/encryption has no author`,
      'rss.xml: 1 data: URI(s) instead of file URLs',
      'rss.xml: image data:image/svg+xml;base64,PHN2Zz4= is not an absolute URL',
      'atom.xml: image /img/articles/encryption.svg is not an absolute URL',
    ]);
  });

  it('reports a rel=self that names another address', () => {
    const wrongSelf = rss.replace(
      '<channel>',
      `<channel><atom:link href="${SITE}/feed.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(feedProblems({rss: wrongSelf, atom, ...feedUrls})[0]).toMatch(
      /^rss\.xml: rel=self is .*feed\.xml.*, expected href=".*\/articles\/rss\.xml"$/,
    );
  });
});

/**
 * The feeds as the installed blog plugin writes them (patches/README.md: the plugin names each
 * feed's own address, and the feed library writes an author without an e-mail address as a
 * dc:creator, RSS's <author> being an address). One post by two authors, at a base URL.
 */
describe('the feeds the blog plugin writes', () => {
  async function writeFeeds() {
    const outDir = mkdtempSync(path.join(tmpdir(), 'feeds-'));
    const permalink = '/docs/articles/encryption';
    mkdirSync(path.join(outDir, 'articles'), {recursive: true});
    writeFileSync(
      path.join(outDir, 'articles', 'encryption.html'),
      '<html><body><div id="__blog-post-container"><p>Shares.</p></div></body></html>',
    );
    await createBlogFeedFiles({
      blogPosts: [
        {
          id: 'encryption',
          content: '',
          metadata: {
            title: 'Encryption',
            permalink,
            date: new Date('2026-01-02T00:00:00Z'),
            description: 'How nilDB encrypts.',
            authors: [{name: 'Nillion Team'}, {name: 'A. Writer', url: 'https://example.org'}],
            tags: [],
            frontMatter: {},
          },
        },
      ],
      options: {
        routeBasePath: '/articles',
        feedOptions: {
          type: ['rss', 'atom'],
          title: 'Articles',
          limit: 20,
          xslt: {rss: null, atom: null},
        },
      },
      siteConfig: {url: SITE, baseUrl: '/docs/', title: 'Docs', trailingSlash: false},
      outDir,
      locale: 'en',
      contentPaths: {contentPath: outDir, contentPathLocalized: outDir},
    } as never);
    const read = (file: string) => readFileSync(path.join(outDir, 'articles', file), 'utf8');
    return {rss: read('rss.xml'), atom: read('atom.xml')};
  }

  it('name their own address, with one slash between site, base URL, blog path and file', async () => {
    const {rss: written, atom: writtenAtom} = await writeFeeds();
    expect(written).toMatch(/<rss [^>]*xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/);
    expect(written).toContain(
      `<atom:link href="${SITE}/docs/articles/rss.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(writtenAtom).toContain(`<link rel="self" href="${SITE}/docs/articles/atom.xml"/>`);
  });

  it('give each RSS item a dc:creator per author, and nothing the checks report', async () => {
    const {rss: written, atom: writtenAtom} = await writeFeeds();
    expect(written).toMatch(/<rss [^>]*xmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    expect(written.match(/<dc:creator>/g)).toHaveLength(2);
    expect(written).toContain('<dc:creator><![CDATA[A. Writer]]></dc:creator>');
    expect(written).not.toContain('<author>');
    expect(
      feedProblems({
        rss: written,
        atom: writtenAtom,
        rssUrl: `${SITE}/docs/articles/rss.xml`,
        atomUrl: `${SITE}/docs/articles/atom.xml`,
      }),
    ).toEqual([]);
  });
});
