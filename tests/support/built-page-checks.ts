/**
 * What every built page must hold, read from its HTML without a browser, so it is checked on every
 * route however many there are (the browser crawl visits a sample, tests/support/crawl-selection.ts):
 * - one h1, and headings that never skip a level going down (h2 then h4);
 * - every same-origin link names a page of the build or a file of it, never a client-side
 *   redirect stub (our own links name the page they mean);
 * - every image has an `alt` attribute and its width and height, so it takes its place before it
 *   loads; the theme's author avatars are sized by Infima's `.avatar__photo` rule instead;
 * - every JSON-LD block parses;
 * - no content is a loading skeleton: an API operation's parameters, request body and responses
 *   are in the HTML, and so are the samples in the request explorer's panel (issue 38).
 */

/** What a same-origin path of a link is in the build. */
export type LinkTarget = 'page' | 'redirect-stub' | 'file' | 'missing';

const ATTRIBUTE = (name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i');
const attributeOf = (tag: string, name: string): string | null => {
  const match = ATTRIBUTE(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
};

/** Sized by the theme's stylesheet (Infima's avatar rule gives width and height). */
const SIZED_BY_THEME_CSS = /(?:^|\s)avatar__photo(?:\s|$)/;

/** A path with a file extension (`/img/a.png`, `/build/x.md`) is a file, not a page route. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** The same-origin paths the page links to (no query, no hash), each once, in order. */
export function sameOriginLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attributeOf(tag, 'href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.replace(/[?#].*$/, '');
    if (path) links.add(path);
  }
  return [...links];
}

/** Whether a link path is a file of the build rather than a page route. */
export const isFilePath = (path: string): boolean => FILE_PATH.test(path);

export function builtPageProblems(
  html: string,
  route: string,
  targetOf: (path: string) => LinkTarget,
): string[] {
  const problems: string[] = [];
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map(([, level]) => Number(level));
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`${route}: ${h1s} h1 elements, expected one`);
  levels.forEach((level, at) => {
    const previous = levels[at - 1];
    if (previous !== undefined && level > previous + 1) {
      problems.push(`${route}: heading h${level} straight after h${previous}`);
    }
  });

  for (const path of sameOriginLinks(html)) {
    const target = targetOf(path);
    if (target === 'missing') problems.push(`${route}: link to ${path}: not in the build`);
    if (target === 'redirect-stub') {
      problems.push(`${route}: link to ${path}: a client-side redirect stub, not a page`);
    }
  }

  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = attributeOf(tag, 'src') ?? '(no src)';
    if (attributeOf(tag, 'alt') === null) problems.push(`${route}: image ${src} without alt`);
    const sized = attributeOf(tag, 'width') !== null && attributeOf(tag, 'height') !== null;
    if (!sized && !SIZED_BY_THEME_CSS.test(attributeOf(tag, 'class') ?? '')) {
      problems.push(`${route}: image ${src} without width and height`);
    }
  }

  for (const [, body] of html.matchAll(
    /<script\b[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    try {
      JSON.parse(body!);
    } catch (error) {
      problems.push(`${route}: JSON-LD that does not parse: ${(error as Error).message}`);
    }
  }
  const skeletons = html.match(/\bopenapi-skeleton\b/g)?.length ?? 0;
  if (skeletons > 0)
    problems.push(`${route}: ${skeletons} loading skeleton(s) in place of content`);
  return problems;
}
