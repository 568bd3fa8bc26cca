import {describe, expect, it} from 'vitest';
import {builtFileOfUrl, canonicalUrlOf, checkPageMetadata} from '../../support/page-metadata';
import {robotsTxt} from '../../../plugins/robots-txt';
import {
  jsonLdScript,
  webSiteStructuredData,
  withAbsoluteImages,
} from '../../../src/lib/structuredData';

const SITE = 'https://docs.example.org';

const article = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'Understanding encryption',
  description: 'How fields are split into shares.',
  datePublished: '2025-10-01T00:00:00.000Z',
  author: {'@type': 'Person', name: 'Team'},
  image: {'@type': 'ImageObject', url: `${SITE}/img/articles/cover.png`},
  url: `${SITE}/articles/encryption`,
};

/** A page head the way the minified build writes it (unquoted attributes). */
function page({
  route = '/learn/intro',
  description = 'What the page is about.',
  image = `${SITE}/img/social-card.png`,
  jsonLd = [] as string[],
  omit = [] as string[],
} = {}): string {
  const tags: Record<string, string> = {
    canonical: `<link data-rh=true rel=canonical href=${canonicalUrlOf(route, SITE)} />`,
    description: `<meta data-rh=true name=description content="${description}"/>`,
    ogTitle: `<meta data-rh=true property=og:title content="Intro | Docs"/>`,
    ogDescription: `<meta data-rh=true property=og:description content="${description}"/>`,
    ogImage: `<meta data-rh=true property=og:image content=${image} />`,
    twitterCard: `<meta data-rh=true name=twitter:card content=summary_large_image />`,
    twitterImage: `<meta data-rh=true name=twitter:image content=${image} />`,
  };
  const head = Object.entries(tags)
    .filter(([key]) => !omit.includes(key))
    .map(([, tag]) => tag)
    .join('');
  const scripts = jsonLd.map((json) => `<script type=application/ld+json>${json}</script>`);
  return `<!doctype html><html lang=en><head><meta charset=UTF-8>${head}${scripts.join('')}</head><body><h1>Intro</h1></body></html>`;
}

describe('checkPageMetadata', () => {
  it('passes a page with every tag', () => {
    const {problems, metadata} = checkPageMetadata(page(), '/learn/intro', {siteUrl: SITE});
    expect(problems).toEqual([]);
    expect(metadata.ogImage).toBe(`${SITE}/img/social-card.png`);
  });

  it('fails a page without a description, naming the route', () => {
    const {problems} = checkPageMetadata(page({omit: ['description']}), '/learn/intro', {
      siteUrl: SITE,
    });
    expect(problems).toEqual(['/learn/intro: no <meta name=description> (or it is empty)']);
  });

  it('fails a page that only carries the site-wide default description', () => {
    const html = page({description: 'The site tagline.'});
    expect(
      checkPageMetadata(html, '/learn/intro', {siteUrl: SITE, siteDescription: 'The site tagline.'})
        .problems,
    ).toEqual([`/learn/intro: description is the site-wide default, not the page's own`]);
    expect(checkPageMetadata(html, '/learn/intro', {siteUrl: SITE}).problems).toEqual([]);
  });

  it('fails an empty description', () => {
    const {problems} = checkPageMetadata(page({description: '  '}), '/learn/intro', {
      siteUrl: SITE,
    });
    expect(problems).toContain('/learn/intro: no <meta name=description> (or it is empty)');
    expect(problems).toContain('/learn/intro: no og:description (or it is empty)');
  });

  it.each([
    ['canonical', '/learn/intro: no <link rel=canonical>'],
    ['ogTitle', '/learn/intro: no og:title (or it is empty)'],
    ['ogImage', '/learn/intro: no og:image (or it is empty)'],
    ['twitterCard', '/learn/intro: no twitter:card (or it is empty)'],
    ['twitterImage', '/learn/intro: no twitter:image (or it is empty)'],
  ])('fails a page without %s', (tag, problem) => {
    expect(
      checkPageMetadata(page({omit: [tag]}), '/learn/intro', {siteUrl: SITE}).problems,
    ).toEqual([problem]);
  });

  it('fails a relative image URL and one on another host', () => {
    expect(
      checkPageMetadata(page({image: '/img/social-card.png'}), '/learn/intro', {siteUrl: SITE})
        .problems,
    ).toEqual([
      `/learn/intro: og:image /img/social-card.png is not an absolute URL on ${SITE}`,
      `/learn/intro: twitter:image /img/social-card.png is not an absolute URL on ${SITE}`,
    ]);
    expect(
      checkPageMetadata(page({image: 'https://docs.example.org.evil.test/x.png'}), '/learn/intro', {
        siteUrl: SITE,
      }).problems,
    ).toHaveLength(2);
  });

  it('fails a canonical URL that names another page, unless the page is the 404 page', () => {
    const html = page({route: '/404.html'});
    expect(checkPageMetadata(html, '/404', {siteUrl: SITE}).problems).toEqual([
      `/404: canonical is ${SITE}/404.html, expected ${SITE}/404`,
    ]);
    expect(
      checkPageMetadata(html, '/404', {siteUrl: SITE, canonicalOfRoute: false}).problems,
    ).toEqual([]);
  });

  it('passes an article with complete BlogPosting data', () => {
    const html = page({route: '/articles/encryption', jsonLd: [JSON.stringify(article)]});
    expect(
      checkPageMetadata(html, '/articles/encryption', {siteUrl: SITE, isArticle: true}).problems,
    ).toEqual([]);
  });

  it('fails an article without structured data, or with fields missing', () => {
    expect(
      checkPageMetadata(page({route: '/articles/encryption'}), '/articles/encryption', {
        siteUrl: SITE,
        isArticle: true,
      }).problems,
    ).toEqual(['/articles/encryption: no JSON-LD of type BlogPosting, TechArticle, Article']);
    const incomplete = JSON.stringify({...article, author: undefined, headline: ''});
    expect(
      checkPageMetadata(
        page({route: '/articles/encryption', jsonLd: [incomplete]}),
        '/articles/encryption',
        {
          siteUrl: SITE,
          isArticle: true,
        },
      ).problems,
    ).toEqual([
      '/articles/encryption: article JSON-LD has no headline',
      '/articles/encryption: article JSON-LD has no author',
    ]);
  });

  it('reports JSON-LD that does not parse, and a date that is not one', () => {
    const html = page({
      route: '/articles/encryption',
      jsonLd: ['{"@type": ', JSON.stringify({...article, datePublished: 'last week'})],
    });
    const {problems} = checkPageMetadata(html, '/articles/encryption', {
      siteUrl: SITE,
      isArticle: true,
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/articles\/encryption: JSON-LD does not parse: /);
    expect(problems[1]).toBe('/articles/encryption: article JSON-LD datePublished is not a date');
  });
});

describe('builtFileOfUrl', () => {
  it('maps an absolute URL on the site to a file of the build', () => {
    expect(builtFileOfUrl(`${SITE}/img/articles/a%20b.png`, SITE)).toBe('img/articles/a b.png');
  });
  it('refuses URLs elsewhere', () => {
    expect(builtFileOfUrl('https://cdn.example.net/img.png', SITE)).toBeNull();
    expect(builtFileOfUrl('/img/social-card.png', SITE)).toBeNull();
  });
});

describe('robotsTxt', () => {
  it('allows every crawler and names the sitemap by its absolute URL', () => {
    expect(robotsTxt(SITE, '/')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
  it('follows a base URL with or without its trailing slash', () => {
    expect(robotsTxt(SITE, '/docs/')).toContain(`Sitemap: ${SITE}/docs/sitemap.xml`);
    expect(robotsTxt(SITE, '/docs')).toContain(`Sitemap: ${SITE}/docs/sitemap.xml`);
  });
});

describe('webSiteStructuredData', () => {
  it('describes the site with a SearchAction on the search page', () => {
    const data = webSiteStructuredData({
      siteUrl: SITE,
      baseUrl: '/',
      name: 'Docs',
      description: 'About.',
    });
    expect(data['@type']).toBe('WebSite');
    expect(data.url).toBe(`${SITE}/`);
    expect(data.potentialAction.target.urlTemplate).toBe(`${SITE}/search?q={query}`);
    expect(data.potentialAction['query-input']).toBe('required name=query');
  });

  it('serializes so that no value can close the script element', () => {
    const script = jsonLdScript({name: '</script><script>alert(1)</script>'});
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script)).toEqual({name: '</script><script>alert(1)</script>'});
  });
});

describe('withAbsoluteImages', () => {
  const root = 'https://docs.nillion.com/';

  it('resolves relative author images anywhere in the data', () => {
    const posting = {
      '@type': 'BlogPosting',
      author: [{'@type': 'Person', name: 'A', image: '/img/authors/a.svg'}],
    };
    const list = {'@type': 'Blog', blogPost: [posting]};
    expect(withAbsoluteImages(list, root)).toEqual({
      '@type': 'Blog',
      blogPost: [
        {
          '@type': 'BlogPosting',
          author: [
            {'@type': 'Person', name: 'A', image: 'https://docs.nillion.com/img/authors/a.svg'},
          ],
        },
      ],
    });
  });

  it('resolves against a base URL and keeps absolute images and other fields', () => {
    const data = {
      url: '/articles/x',
      image: 'https://cdn.example.com/a.png',
      author: {image: 'img/b.png'},
      count: 2,
      empty: null,
    };
    expect(withAbsoluteImages(data, 'https://example.com/docs/')).toEqual({
      url: '/articles/x',
      image: 'https://cdn.example.com/a.png',
      author: {image: 'https://example.com/docs/img/b.png'},
      count: 2,
      empty: null,
    });
  });

  it('leaves image objects (the theme’s ImageObject) to their own url fields', () => {
    const image = {'@type': 'ImageObject', url: 'https://docs.nillion.com/img/c.png'};
    expect(withAbsoluteImages({image}, root)).toEqual({image});
  });
});
