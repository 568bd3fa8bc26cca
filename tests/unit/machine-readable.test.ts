/**
 * The build-output checks of what machines read (quality/machine-readable.ts),
 * each shown to fail on a fixture with the defect it is named after, and the
 * feed fixes of plugins/blog-feeds shown to cure the feed defects.
 */
import {describe, expect, it} from 'vitest';
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
} from '../../quality/machine-readable';
import {absoluteFeedUrl, fixAtomFeed, fixRssFeed} from '../../plugins/blog-feeds/feeds';

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
    const wrongSelf = fixRssFeed(rss, {
      selfUrl: `${SITE}/feed.xml`,
      authorsByLink: new Map([[`${SITE}/articles/encryption`, ['Nillion Team']]]),
    });
    expect(feedProblems({rss: wrongSelf, atom, ...feedUrls})[0]).toMatch(
      /^rss\.xml: rel=self is .*feed\.xml.*, expected href=".*\/articles\/rss\.xml"$/,
    );
  });

  it('the feed fixes add rel=self, the namespace and one dc:creator per author', () => {
    const fixedRss = fixRssFeed(rss, {
      selfUrl: feedUrls.rssUrl,
      authorsByLink: new Map([[`${SITE}/articles/encryption`, ['Nillion Team', 'A. Writer']]]),
    });
    const fixedAtom = fixAtomFeed(atom, {selfUrl: feedUrls.atomUrl});
    expect(fixedRss).toMatch(/<rss [^>]*xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom">/);
    expect(fixedRss).toContain(
      `<atom:link href="${feedUrls.rssUrl}" rel="self" type="application/rss+xml"/>`,
    );
    expect(fixedRss.match(/<dc:creator>/g)).toHaveLength(2);
    expect(fixedRss).toContain('<dc:creator><![CDATA[A. Writer]]></dc:creator>');
    expect(fixedAtom).toContain(
      `<link rel="self" type="application/atom+xml" href="${feedUrls.atomUrl}"/>`,
    );
    // What is left is the images, which the fixes do not touch: covers are files (pathname://).
    expect(feedProblems({rss: fixedRss, atom: fixedAtom, ...feedUrls})).toEqual([
      'rss.xml: 1 data: URI(s) instead of file URLs',
      'rss.xml: image data:image/svg+xml;base64,PHN2Zz4= is not an absolute URL',
      'atom.xml: image /img/articles/encryption.svg is not an absolute URL',
    ]);
    // Running them twice changes nothing.
    expect(fixRssFeed(fixedRss, {selfUrl: feedUrls.rssUrl, authorsByLink: new Map()})).toBe(
      fixedRss,
    );
    expect(fixAtomFeed(fixedAtom, {selfUrl: feedUrls.atomUrl})).toBe(fixedAtom);
  });

  it('the self URL has one slash between site, base URL, blog path and file', () => {
    // The build once wrote https://docs.example.org//articles/rss.xml: the validated blog path
    // starts with a slash and the base URL ends with one.
    for (const [baseUrl, blogPath] of [
      ['/', '/articles'],
      ['/', 'articles'],
      ['', 'articles/'],
    ]) {
      expect(absoluteFeedUrl(`${SITE}/`, [baseUrl!, blogPath!, 'rss.xml'])).toBe(feedUrls.rssUrl);
    }
    expect(absoluteFeedUrl(SITE, ['/docs/', '/articles', 'atom.xml'])).toBe(
      `${SITE}/docs/articles/atom.xml`,
    );
  });

  it('the RSS fix refuses an item whose author it does not know', () => {
    expect(() => fixRssFeed(rss, {selfUrl: feedUrls.rssUrl, authorsByLink: new Map()})).toThrow(
      /no author for item/,
    );
  });
});
