/**
 * Search while developing, from the pages being edited. `npm start` renders pages in the browser
 * only, so there is no built HTML for the page model to read: each docs page and article is read
 * from its Markdown source instead (remark with MDX, GFM, directives and front matter, the syntax
 * Docusaurus parses), turned into the HTML of a built page's article (mdast → hast → HTML, the
 * headings' ids from Docusaurus's own slugger) and handed to the build's reader
 * (plugins/page-model/read.ts), so the records, summaries and index files come from the same code
 * as the build's (outputs/search-records.ts, search-summaries.ts, search-index.ts).
 *
 * What a React component draws is not in the source, so development search lacks it: tab labels,
 * the commands of <PackageInstall>, the schemas of an API page (its operation is added from the
 * front matter as in the build). Text inside a component's children is kept.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {createSlugger} from '@docusaurus/utils';
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {toParse5} from 'hast-util-to-parse5';
import type {Heading, Nodes, Parents, Root} from 'mdast';
import {toHast, type Handler, type State} from 'mdast-util-to-hast';
import {toString} from 'mdast-util-to-string';
import {serialize} from 'parse5';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {readPageModel} from '../page-model/read';
import type {ApiOperation} from '../page-model/openapi';
import type {PageModel} from '../../src/lib/page-model/model';

/** A content page as its plugin loaded it: where its source is and what the build's page says. */
export interface SourcePage {
  route: string;
  /** Absolute path of its Markdown or MDX source. */
  file: string;
  title: string;
  description: string;
  /** The classes of the built page's `<html>`, which tell the reader what kind of page it is. */
  htmlClasses: string;
  /** Its `docsearch:docusaurus_tag`: which docs version's index holds it. */
  searchTag: string;
}

interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
}
interface LoadedDocs {
  loadedVersions?: {versionName: string; docs: LoadedDoc[]}[];
}
interface LoadedBlog {
  blogPosts?: {metadata: LoadedDoc}[];
}

/** `@site/docs/x.mdx` → the file under the site directory. */
const fileOf = (source: string, siteDir: string): string =>
  path.join(siteDir, source.replace(/^@site\//, ''));

/**
 * Every docs page (each docs instance and version) and every article the plugins loaded, in
 * route order. Docs pages carry `docs-doc-page plugin-id-<instance>` and the tag
 * `docs-<instance>-<version>`, as the theme renders them; articles `blog-post-page` and the
 * theme's default tag (a post page sets none of its own).
 */
export function sourcePagesOf(allContent: AllContent, siteDir: string): SourcePage[] {
  const pages: SourcePage[] = [];
  const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [instance, content] of Object.entries(docs) as [string, LoadedDocs][]) {
    for (const version of content.loadedVersions ?? []) {
      for (const doc of version.docs) {
        pages.push({
          route: doc.permalink,
          file: fileOf(doc.source, siteDir),
          title: doc.title,
          description: doc.description,
          htmlClasses: `docs-doc-page plugin-id-${instance}`,
          searchTag: `docs-${instance}-${version.versionName}`,
        });
      }
    }
  }
  const blogs = allContent['docusaurus-plugin-content-blog'] ?? {};
  for (const [instance, content] of Object.entries(blogs) as [string, LoadedBlog][]) {
    for (const {metadata} of content.blogPosts ?? []) {
      pages.push({
        route: metadata.permalink,
        file: fileOf(metadata.source, siteDir),
        title: metadata.title,
        description: metadata.description,
        htmlClasses: `blog-post-page plugin-id-${instance}`,
        searchTag: 'default',
      });
    }
  }
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkFrontmatter);

/** Nodes with nothing to read: front matter, imports and exports, JS expressions, diagrams. */
function isDropped(node: Nodes): boolean {
  return (
    node.type === 'yaml' ||
    node.type === 'mdxjsEsm' ||
    node.type === 'mdxFlowExpression' ||
    node.type === 'mdxTextExpression' ||
    // The build draws a Mermaid block as a diagram, which is not indexed.
    (node.type === 'code' && node.lang === 'mermaid')
  );
}

/**
 * The source's mdast as the build reads it: what is not content dropped, the content title (a
 * first-level heading before any content, which the page shows as its title) removed, each
 * heading given the id Docusaurus gives it (its slugger over the heading's text, in page order).
 */
export function contentTree(source: string): Root {
  const tree = parser.parse(source);
  const prune = (parent: Parents) => {
    const kept: Nodes[] = parent.children.filter((child) => !isDropped(child));
    parent.children = kept as Parents['children'];
    for (const child of kept) if ('children' in child) prune(child);
  };
  prune(tree);
  const [first] = tree.children;
  if (first?.type === 'heading' && first.depth === 1) tree.children.shift();
  const slugger = createSlugger();
  const visitHeadings = (parent: Parents) => {
    for (const child of parent.children) {
      if (child.type === 'heading') {
        const heading: Heading = child;
        heading.data = {...heading.data, hProperties: {id: slugger.slug(toString(heading))}};
      } else if ('children' in child) visitHeadings(child);
    }
  };
  visitHeadings(tree);
  return tree;
}

/**
 * A component (`<Tabs>`, `<TabItem>`) stands for its children; an HTML element written in MDX
 * (`<details>`, `<br />`) is that element. Directives (`:::note`) are their content.
 */
function elementOf(tagName: string, state: State, node: Parents): Element {
  return {type: 'element', tagName, properties: {}, children: state.all(node)};
}
const jsxElement =
  (wrapper: string): Handler =>
  (state, node: Parents & {name?: string | null}) =>
    elementOf(node.name && /^[a-z][a-z0-9]*$/.test(node.name) ? node.name : wrapper, state, node);

const handlers: Record<string, Handler> = {
  mdxJsxFlowElement: jsxElement('div'),
  mdxJsxTextElement: jsxElement('span'),
  // Container and leaf directives are divs of their content by mdast-util-to-hast's default.
  textDirective: (state, node: Parents) => elementOf('span', state, node),
};

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[] = [],
): Element => ({type: 'element', tagName, properties, children});
const text = (value: string): ElementContent => ({type: 'text', value});

/**
 * The HTML of a source page as the build would have drawn its readable part: the `<html>`
 * classes, the head's description and search tag, and the article (title heading, then the
 * `.markdown` body).
 */
export function sourcePageHtml(page: SourcePage, source: string): string {
  const body = toHast(contentTree(source), {handlers}) as HastRoot | ElementContent;
  const head = element('head', {}, [
    element('meta', {name: 'description', content: page.description}),
    element('meta', {name: 'docsearch:language', content: 'en'}),
    element('meta', {name: 'docsearch:docusaurus_tag', content: page.searchTag}),
  ]);
  const article = element('article', {}, [
    element('header', {}, [element('h1', {}, [text(page.title)])]),
    element(
      'div',
      {className: ['markdown']},
      body.type === 'root' ? (body.children as ElementContent[]) : [body],
    ),
  ]);
  const html = element('html', {lang: 'en', className: page.htmlClasses.split(' ')}, [
    head,
    element('body', {}, [article]),
  ]);
  return `<!doctype html>${serialize(toParse5({type: 'root', children: [html]}) as never)}`;
}

/** Models read before, by route, with what each was read from (`readSourcePages`). */
export type SourceModelCache = Map<string, {from: string; model: PageModel | null}>;

/**
 * The page models of the source pages, read as the build reads built pages. A page that cannot be
 * read (its source does not parse, it is in no section) is left out and named in `skipped` with
 * the first line of the reason; the dev server shows its own error for a source that does not
 * compile. With a cache, a page whose source and metadata are those of its last read is not read
 * again: a save reads the page saved.
 */
export async function readSourcePages(
  pages: readonly SourcePage[],
  siteUrl: string,
  apiOperations: ReadonlyMap<string, ApiOperation>,
  cache: SourceModelCache = new Map(),
): Promise<{models: PageModel[]; skipped: string[]; read: number}> {
  const models: PageModel[] = [];
  const skipped: string[] = [];
  let read = 0;
  for (const page of pages) {
    try {
      const source = await readFile(page.file, 'utf8');
      const operation = apiOperations.get(page.route);
      const from = JSON.stringify([page, source, siteUrl, operation ?? null]);
      let cached = cache.get(page.route);
      if (cached?.from !== from) {
        const html = sourcePageHtml(page, source);
        cached = {from, model: readPageModel(html, page.route, siteUrl, operation)};
        cache.set(page.route, cached);
        read += 1;
      }
      if (cached.model) models.push(cached.model);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      skipped.push(`${page.route} (${reason.split('\n')[0]})`);
    }
  }
  return {models, skipped, read};
}
