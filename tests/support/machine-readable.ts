/**
 * What crawlers, feed readers and assistants read from the build, checked as a
 * whole: page titles unique across the site, descriptions of the length search
 * engines show, noindex pages out of the sitemap, feeds that name themselves
 * and their authors, and no `data:` URIs (or relative images) in the feeds,
 * the `.md` exports and llms-full.txt. Each function returns one line per
 * problem, naming where it is; an empty list passes.
 */
import {parseHTML} from 'linkedom';

/** Search engines show about this much of a description; shorter says too little. */
export const DESCRIPTION_LENGTH = {min: 50, max: 160} as const;

export interface PageHead {
  title: string;
  description: string;
  /** Content of `<meta name="robots">`, empty when there is none. */
  robots: string;
}

export function readPageHead(html: string): PageHead {
  const {document} = parseHTML(html);
  const content = (selector: string) =>
    document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
  return {
    title: (document.querySelector('title')?.textContent ?? '').trim(),
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
  };
}

export const isNoindex = (head: PageHead): boolean => /\bnoindex\b/i.test(head.robots);

export function descriptionLengthProblems(pages: {route: string; head: PageHead}[]): string[] {
  return pages.flatMap(({route, head}) => {
    const length = [...head.description].length;
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
      return [
        `${route}: description has ${length} characters, not ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max}: "${head.description}"`,
      ];
    }
    return [];
  });
}

/** Titles two or more pages share, each with the routes that carry it. */
export function duplicateTitleProblems(pages: {route: string; head: PageHead}[]): string[] {
  const byTitle = new Map<string, string[]>();
  for (const {route, head} of pages) {
    byTitle.set(head.title, [...(byTitle.get(head.title) ?? []), route]);
  }
  return [...byTitle]
    .filter(([, routes]) => routes.length > 1)
    .map(([title, routes]) => `"${title}" is the title of ${routes.join(', ')}`);
}

/** Pages that ask not to be indexed must not be offered to crawlers in the sitemap. */
export function noindexInSitemapProblems(
  pages: {route: string; head: PageHead}[],
  sitemapUrls: readonly string[],
  siteUrl: string,
): string[] {
  return pages
    .filter(({head}) => isNoindex(head))
    .map(({route}) => `${siteUrl}${route === '/' ? '/' : route}`)
    .filter((url) => sitemapUrls.includes(url))
    .map((url) => `${url} is noindex but listed in the sitemap`);
}

const DATA_URI = /data:[a-z]+\/[a-z0-9.+-]+[;,]/gi;

/** Every `data:` URI in a text file of the build (feeds, .md exports, llms*.txt). */
export function dataUriProblems(text: string, where: string): string[] {
  const count = text.match(DATA_URI)?.length ?? 0;
  return count > 0 ? [`${where}: ${count} data: URI(s) instead of file URLs`] : [];
}

/**
 * Images whose address is not absolute: Markdown images (`![alt](url)`) and, with `html`, the
 * `<img src>` of HTML (feed content). Markdown exports hold HTML only inside code samples, which
 * are what the reader copies, so they are checked for Markdown images only.
 */
export function relativeImageProblems(
  text: string,
  where: string,
  {html = false}: {html?: boolean} = {},
): string[] {
  const sources = [
    ...[...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)].map(([, url]) => url!),
    ...(html
      ? [...text.matchAll(/<img\b[^>]*?\ssrc=["']?([^"'\s>]+)/gi)].map(([, url]) => url!)
      : []),
  ];
  return sources
    .filter((url) => !/^https?:\/\//.test(url))
    .map((url) => `${where}: image ${url.slice(0, 60)} is not an absolute URL`);
}

export interface FeedCheck {
  rss: string;
  atom: string;
  rssUrl: string;
  atomUrl: string;
}

/** RSS and Atom name themselves (rel=self), every RSS item names an author, images are files. */
export function feedProblems({rss, atom, rssUrl, atomUrl}: FeedCheck): string[] {
  const problems: string[] = [];
  const selfLink = (xml: string, tag: string) =>
    [...xml.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))]
      .map(([element]) => element)
      .find((element) => /\brel=["']self["']/.test(element));
  const rssSelf = selfLink(rss, 'atom:link');
  if (!rssSelf) problems.push('rss.xml: no <atom:link rel="self">');
  else if (!rssSelf.includes(`href="${rssUrl}"`)) {
    problems.push(`rss.xml: rel=self is ${rssSelf}, expected href="${rssUrl}"`);
  }
  if (rssSelf && !/<rss\b[^>]*\sxmlns:atom=/.test(rss)) {
    problems.push('rss.xml: uses atom:link without declaring xmlns:atom');
  }
  const firstEntry = atom.indexOf('<entry>');
  const atomSelf = selfLink(firstEntry >= 0 ? atom.slice(0, firstEntry) : atom, 'link');
  if (!atomSelf) problems.push('atom.xml: no feed-level <link rel="self">');
  else if (!atomSelf.includes(`href="${atomUrl}"`)) {
    problems.push(`atom.xml: rel=self is ${atomSelf}, expected href="${atomUrl}"`);
  }
  const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => body!);
  if (items.length === 0) problems.push('rss.xml: no items');
  for (const body of items) {
    const link = /<link>([^<]*)<\/link>/.exec(body)?.[1] ?? '(no link)';
    if (!/<(?:dc:creator|author)>\s*\S/.test(body))
      problems.push(`rss.xml: item ${link} has no author`);
  }
  const entries = [...atom.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, body]) => body!);
  for (const body of entries) {
    const id = /<id>([^<]*)<\/id>/.exec(body)?.[1] ?? '(no id)';
    if (!/<author>\s*<name>\s*\S/.test(body)) problems.push(`atom.xml: entry ${id} has no author`);
  }
  // Feed content is escaped HTML inside CDATA: its <img src> are read as written.
  problems.push(...dataUriProblems(rss, 'rss.xml'), ...dataUriProblems(atom, 'atom.xml'));
  problems.push(
    ...relativeImageProblems(rss, 'rss.xml', {html: true}),
    ...relativeImageProblems(atom, 'atom.xml', {html: true}),
  );
  return problems;
}
