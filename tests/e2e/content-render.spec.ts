/**
 * What every doc page's source promises, checked in the HTML the build ships
 * (no browser: the crawl already loads each route once and fails on console
 * errors). The pages come from docs/, so a new page is checked without editing
 * this file:
 * - every admonition of the source is a callout, never leftover `:::` text;
 * - every Mermaid block of the source is a diagram on the page;
 * - SDK pages of Private Storage name the SDK version they document, carry one
 *   "Newer SDK releases" note and pin every Nillion package they install;
 * - end-to-end guides say what to expect after every step;
 * - code in a table cell stays inline and may break at each separator (/ . _ - after a letter or
 *   digit, and after a colon), so a long path wraps between its parts (issue 38).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/test';
import {parseHTML} from 'linkedom';
import {builtHtmlFile} from '../../scripts/lib/built-routes';
import {DIAGRAM_SELECTOR} from '../../src/lib/routes';
import {extractCodeBlocks} from '../../scripts/content-checks/code-blocks';

const BUILD_DIR = 'build';
const DOCS_DIR = 'docs';

interface DocPage {
  source: string;
  route: string;
  text: string;
}

const docPages: DocPage[] = readdirSync(DOCS_DIR, {recursive: true, encoding: 'utf8'})
  // Files starting with `_` are partials imported by pages, not pages.
  .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'))
  .map((file) => ({
    source: path.join(DOCS_DIR, file),
    route: `/${file
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')}`,
    text: readFileSync(path.join(DOCS_DIR, file), 'utf8'),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

/** The page's article as the build ships it. */
function articleOf(route: string): Element {
  const file = builtHtmlFile(BUILD_DIR, route);
  expect(file, `${route} is built`).not.toBeNull();
  const {document} = parseHTML(readFileSync(file!, 'utf8'));
  const article = document.querySelector('article');
  expect(article, `${route} has an <article>`).not.toBeNull();
  return article!;
}

/** The source without its fenced code, where `:::` lines are examples, not admonitions. */
function proseOf(source: string): string {
  const lines = source.split(/\r?\n/);
  for (const block of extractCodeBlocks(source)) {
    // A <PackageInstall> element is one line of the page whatever the commands it stands for.
    if (block.element) continue;
    const end = block.fenceLine + block.code.split('\n').length;
    for (let line = block.fenceLine - 1; line <= end && line < lines.length; line += 1) {
      lines[line] = '';
    }
  }
  return lines.join('\n');
}

const ADMONITION_OPENING = /^\s*:::(?:note|tip|info|warning|danger|caution)\b/gm;

/**
 * What is wrong with the code in the article's table cells: inline code drawn as a block, or a
 * separator with no line-break opportunity (`<wbr>`) where a line may break. Each code is written
 * with `|` at each opportunity it has and `^` at each it lacks.
 */
function tableCodeProblems(article: Element): string[] {
  const problems: string[] = [];
  for (const cell of article.querySelectorAll('td, th')) {
    for (const block of cell.querySelectorAll('pre')) {
      problems.push(`code drawn as a block in a cell: ${block.textContent}`);
    }
    for (const code of cell.querySelectorAll('code')) {
      if (code.closest('pre')) continue;
      let text = '';
      const breaks = new Set<number>();
      for (const node of code.childNodes) {
        if (node.nodeName.toLowerCase() === 'wbr') breaks.add(text.length);
        else text += node.textContent ?? '';
      }
      const missing = [...text].flatMap((char, index) => {
        const previous = text[index - 1] ?? '';
        const needed =
          (previous === ':' && index < text.length) ||
          ('/._-'.includes(char) && /[\p{L}\p{N}]/u.test(previous));
        return needed && !breaks.has(index) ? [index] : [];
      });
      if (missing.length > 0) {
        const marked = [...text]
          .map(
            (char, index) => (missing.includes(index) ? '^' : breaks.has(index) ? '|' : '') + char,
          )
          .join('');
        problems.push(`\`${marked}\` cannot break where ^ marks`);
      }
    }
  }
  return problems;
}

test('the docs folder has pages to check', () => {
  expect(docPages.length).toBeGreaterThan(30);
});

test.describe('every doc page renders what its source holds', () => {
  for (const page of docPages) {
    test(page.route, () => {
      const article = articleOf(page.route);
      const admonitions = proseOf(page.text).match(ADMONITION_OPENING)?.length ?? 0;
      expect
        .soft(article.querySelectorAll('.theme-admonition').length, 'admonitions')
        .toBe(admonitions);
      const leftover = [...article.querySelectorAll('p')].filter((p) =>
        /^\s*:::/.test(p.textContent ?? ''),
      );
      expect(
        leftover.map((p) => p.textContent),
        'leftover ::: directives',
      ).toEqual([]);
      const diagrams = extractCodeBlocks(page.text).filter((block) => block.lang === 'mermaid');
      expect
        .soft(article.querySelectorAll(DIAGRAM_SELECTOR).length, 'diagrams')
        .toBe(diagrams.length);
      expect.soft(tableCodeProblems(article), 'code in table cells').toEqual([]);
    });
  }
});

/**
 * Private Storage pages that document an SDK, with the package and release they document in each
 * docs version. Latest teaches the current generation (SecretVaults 3.0.0, issue 35): what the
 * 2025 pages' "Newer SDK releases" notes announced is its text, so it has no such note. The 2025
 * pages teach 0.1.7 and keep one note, which names the 3.x release.
 */
const sdkPages = {
  quickstart: ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
  blindfold: ['@nillion/blindfold 0.1.0', '@nillion/blindfold 0.1.0'],
  platform: ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
  'platform-nodejs': ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
  'platform-nextjs': ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
  'platform-react': ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
  secretvaults: ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
  'ts-docs': ['@nillion/secretvaults 3.0.0', '@nillion/secretvaults 0.1.7'],
} as const;

const newerReleaseNotes = (article: Element) =>
  [...article.querySelectorAll('.theme-admonition')].filter((note) =>
    (note.textContent ?? '').includes('Newer SDK releases'),
  );

test.describe('Private Storage SDK pages name the release they document', () => {
  for (const [slug, [latest, older]] of Object.entries(sdkPages)) {
    test(`/build/private-storage/${slug}, and its 2025 page`, () => {
      const article = articleOf(`/build/private-storage/${slug}`);
      // Prose or an install line may name it (`pkg 3.0.0`, `pkg@3.0.0`).
      expect(article.textContent?.replace(/@(?=\d)/g, ' ')).toContain(latest);
      expect(newerReleaseNotes(article)).toHaveLength(0);
      const installs = [...article.querySelectorAll('pre code')]
        .flatMap((block) => (block.textContent ?? '').split('\n'))
        .filter((line) => /npm install/.test(line) && /@nillion\//.test(line));
      const unpinned = installs.flatMap((line) =>
        line
          .split(/\s+/)
          .filter((word) => word.startsWith('@nillion/') && !/^@nillion\/[\w-]+@\d/.test(word)),
      );
      expect(unpinned, 'unpinned Nillion packages').toEqual([]);

      const snapshot = articleOf(`/2025/build/private-storage/${slug}`);
      expect(snapshot.textContent?.replace(/@(?=\d)/g, ' ')).toContain(older);
      const notes = newerReleaseNotes(snapshot);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.textContent).toMatch(/3\.x|3\.0/);
    });
  }
});

/** End-to-end guides: heading level of their "Step N" sections and how many steps they have at least. */
const guides = {
  quickstart: {level: 'H3', steps: 16},
  'platform-nodejs': {level: 'H2', steps: 6},
  'platform-nextjs': {level: 'H2', steps: 7},
  'platform-react': {level: 'H2', steps: 6},
} as const;

test.describe('end-to-end guides give the expected output of every step', () => {
  for (const [slug, {level, steps}] of Object.entries(guides)) {
    test(`/build/private-storage/${slug}`, () => {
      const article = articleOf(`/build/private-storage/${slug}`);
      const headings = [...article.querySelectorAll(level)].filter((heading) =>
        /^Step \d+/.test(heading.textContent ?? ''),
      );
      expect(headings.length, 'step count').toBeGreaterThanOrEqual(steps);
      const silent = headings.filter((heading) => {
        // The section runs until the next heading of the same or a higher level.
        let text = '';
        for (
          let node = heading.nextElementSibling;
          node && !(node.tagName === 'H2' || node.tagName === level);
          node = node.nextElementSibling
        ) {
          text += `${node.textContent ?? ''}\n`;
        }
        return !/Expected (output|result)/.test(text);
      });
      expect(silent.map((heading) => heading.textContent?.trim())).toEqual([]);
    });
  }
});
