/**
 * The SEO gate on the production build: every route has a canonical URL, a
 * description, Open Graph and Twitter card tags whose image is a file of the
 * build; articles carry BlogPosting data; the home page describes the site and
 * its search; robots.txt and sitemap.xml are served, and the sitemap lists only
 * real pages. tests/unit/tooling/page-metadata.test.ts proves the checker fails.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '../support/test';
import type {APIRequestContext} from '@playwright/test';
import {listBuiltRoutes} from '../../scripts/lib/built-routes';
import {builtFileOfUrl, checkPageMetadata, readPageMetadata} from '../support/page-metadata';
import {
  dataUriProblems,
  descriptionLengthProblems,
  duplicateTitleProblems,
  feedProblems,
  isNoindex,
  noindexInSitemapProblems,
  readPageHead,
  relativeImageProblems,
} from '../support/machine-readable';
import {parseEnv} from '../../config/env';
import {SITE_DESCRIPTION} from '../../src/lib/pageDescriptions';
import {isFixtureRoute, markdownPathOf} from '../../src/lib/routes';

const BUILD = 'build';
// The URL the build was made with: npm test builds with the same environment it tests with.
const {siteUrl} = parseEnv(process.env);
const routes = listBuiltRoutes(BUILD);
const html = (file: string) => readFileSync(join(BUILD, file), 'utf8');
const heads = routes.map(({route, file}) => ({route, head: readPageHead(html(file))}));
const noindexRoutes = new Set(heads.filter(({head}) => isNoindex(head)).map(({route}) => route));

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
}

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
    const listed = await sitemapUrls(request);
    const pages = new Set(routes.map(({route}) => `${siteUrl}${route === '/' ? '/' : route}`));
    const strays = listed.filter((url) => !pages.has(url));
    expect(strays, 'sitemap URLs that are not pages of the build').toEqual([]);
    expect(listed.filter((url) => isFixtureRoute(new URL(url).pathname))).toEqual([]);
    // Every page but the 404 page and the pages that ask not to be indexed is listed.
    const missing = routes
      .filter(({type, route}) => type !== 'not-found' && !noindexRoutes.has(route))
      .map(({route}) => `${siteUrl}${route === '/' ? '/' : route}`)
      .filter((url) => !listed.includes(url));
    expect(missing, 'pages the sitemap leaves out').toEqual([]);
  });
});

test.describe('what machines read is right across the site', () => {
  test('no two pages share a title', () => {
    expect(heads.length).toBeGreaterThan(50);
    const problems = duplicateTitleProblems(heads);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every description is 50 to 160 characters, what search results show', () => {
    const problems = descriptionLengthProblems(heads);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('/search asks robots not to index it, and the sitemap leaves out every noindex page', async ({
    request,
  }) => {
    const search = heads.find(({route}) => route === '/search');
    expect(search?.head.robots).toMatch(/\bnoindex\b/);
    const listed = await sitemapUrls(request);
    expect(listed).not.toContain(`${siteUrl}/search`);
    expect(noindexInSitemapProblems(heads, listed, siteUrl)).toEqual([]);
  });

  test('the feeds name themselves and each item its author, and show covers by absolute URL', async ({
    request,
  }) => {
    const [rss, atom] = await Promise.all(
      ['/articles/rss.xml', '/articles/atom.xml'].map(async (path) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        return response.text();
      }),
    );
    expect(rss).toContain('<img');
    const problems = feedProblems({
      rss: rss!,
      atom: atom!,
      rssUrl: `${siteUrl}/articles/rss.xml`,
      atomUrl: `${siteUrl}/articles/atom.xml`,
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the .md exports and llms-full.txt hold no data: URIs and name images by absolute URL', () => {
    const markdownFiles = (dir: string): string[] =>
      readdirSync(join(BUILD, dir), {withFileTypes: true}).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return isFixtureRoute(`/${path}`) ? [] : markdownFiles(path);
        return entry.name.endsWith('.md') ? [path] : [];
      });
    const files = [...markdownFiles(''), 'llms-full.txt'];
    expect(files.filter((file) => file.startsWith('articles/')).length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => {
      const text = readFileSync(join(BUILD, file), 'utf8');
      return [...dataUriProblems(text, file), ...relativeImageProblems(text, file)];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('every page with a Markdown twin names it in a rel=alternate link; no other page does', () => {
    const problems: string[] = [];
    const advertised: string[] = [];
    for (const {route, file} of routes) {
      const twin = route === '/' ? null : markdownPathOf(route);
      const hasTwin = twin !== null && existsSync(join(BUILD, twin));
      const links = [
        ...html(file).matchAll(/<link\b[^>]*\btype=["']?text\/markdown["']?[^>]*>/g),
      ].map(([tag]) => /\bhref=["']?([^"' >]+)/.exec(tag)?.[1] ?? '(no href)');
      if (hasTwin && (links.length !== 1 || links[0] !== twin)) {
        problems.push(`${route}: links ${JSON.stringify(links)}, expected ["${twin}"]`);
      }
      if (!hasTwin && links.length > 0) {
        problems.push(`${route}: links ${JSON.stringify(links)} but no .md was exported`);
      }
      if (hasTwin) advertised.push(route);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // Docs, API pages and articles have one (issue 19); the home page, lists and /search do not.
    for (const route of ['/build/quickstart', '/api/nilai/overview', '/articles/tickr-app']) {
      expect(advertised, route).toContain(route);
    }
  });
});
