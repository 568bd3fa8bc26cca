/**
 * The SEO gate on the production build: every route has a canonical URL, a
 * description, Open Graph and Twitter card tags whose image is a file of the
 * build; articles carry BlogPosting data; the home page describes the site and
 * its search; robots.txt and sitemap.xml are served, and the sitemap lists only
 * real pages. tests/unit/page-metadata.test.ts proves the checker fails.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {listBuiltRoutes} from '../../quality/built-routes';
import {builtFileOfUrl, checkPageMetadata, readPageMetadata} from '../../quality/page-metadata';
import {parseEnv} from '../../config/env';
import {SITE_DESCRIPTION} from '../../src/lib/pageDescriptions';

const BUILD = 'build';
// The URL the build was made with: npm test builds with the same environment it tests with.
const {siteUrl} = parseEnv(process.env);
const routes = listBuiltRoutes(BUILD);
const html = (file: string) => readFileSync(join(BUILD, file), 'utf8');

test.describe('SEO metadata of every built page', () => {
  test('every route has canonical, description, Open Graph and Twitter tags with a built image', () => {
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const {route, file, type} of routes) {
      const {metadata, problems: pageProblems} = checkPageMetadata(html(file), route, {
        siteUrl,
        isArticle: type === 'article',
        canonicalOfRoute: type !== 'not-found',
        // The home page's description is the tagline; the 404 page only gets the default.
        siteDescription: type === 'home' || type === 'not-found' ? undefined : SITE_DESCRIPTION,
      });
      problems.push(...pageProblems);
      for (const image of new Set([metadata.ogImage, metadata.twitterImage])) {
        const imageFile = image && builtFileOfUrl(image, siteUrl);
        if (imageFile && !existsSync(join(BUILD, imageFile))) {
          problems.push(`${route}: image ${image} is not a file of the build`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('articles carry BlogPosting data naming the article itself', () => {
    const articles = routes.filter(({type}) => type === 'article');
    expect(articles.length).toBeGreaterThan(0);
    for (const {route, file} of articles) {
      const {metadata} = readPageMetadata(html(file));
      const posting = metadata.structuredData.find((item) => item['@type'] === 'BlogPosting');
      expect(posting, route).toBeDefined();
      expect(posting!.url, route).toBe(`${siteUrl}${route}`);
      expect(posting!.description, route).toBe(metadata.description);
    }
  });

  test('every image URL in the structured data is absolute (author pictures included)', () => {
    const problems: string[] = [];
    const collectImages = (value: unknown, found: string[]): string[] => {
      if (Array.isArray(value)) value.forEach((item) => collectImages(item, found));
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === 'image' && typeof child === 'string') found.push(child);
          else collectImages(child, found);
        }
      }
      return found;
    };
    let images = 0;
    for (const {route, file, type} of routes) {
      if (type !== 'article' && type !== 'article-list') continue;
      for (const image of collectImages(readPageMetadata(html(file)).metadata.structuredData, [])) {
        images += 1;
        if (!/^https?:\/\//.test(image)) problems.push(`${route}: image ${image} is relative`);
      }
    }
    expect(images, 'author images found in the blog structured data').toBeGreaterThan(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the home page describes the site as a WebSite searchable at /search?q=', () => {
    const {metadata} = readPageMetadata(html('index.html'));
    const site = metadata.structuredData.find((item) => item['@type'] === 'WebSite');
    expect(site).toMatchObject({
      url: `${siteUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: {urlTemplate: `${siteUrl}/search?q={query}`},
      },
    });
  });
});

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('the sitemap lists every page, and no fixture, redirect stub or missing page', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => url!,
    );
    const pages = new Set(routes.map(({route}) => `${siteUrl}${route === '/' ? '/' : route}`));
    const strays = listed.filter((url) => !pages.has(url));
    expect(strays, 'sitemap URLs that are not pages of the build').toEqual([]);
    expect(listed.filter((url) => url.includes('/__fixtures'))).toEqual([]);
    // Every page but the 404 page is listed.
    const missing = routes
      .filter(({type}) => type !== 'not-found')
      .map(({route}) => `${siteUrl}${route === '/' ? '/' : route}`)
      .filter((url) => !listed.includes(url));
    expect(missing, 'pages the sitemap leaves out').toEqual([]);
  });
});
