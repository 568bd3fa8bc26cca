/**
 * The Markdown export as an output of the page model: `<route>.md` for every
 * doc page, API page and article, `/llms.txt` (llmstxt.org: title, summary,
 * one section per part of the site listing each page's .md link and
 * description) and `/llms-full.txt` (every page's Markdown in one file).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageModel, Section} from '../page-model/model';
import type {PageOutput, SiteInfo} from '../page-model';
import {pageToMarkdown} from '../../src/lib/markdown/pageToMarkdown';

/** The order of llms.txt's sections. */
export const LLMS_SECTIONS: readonly Section[] = ['Learn', 'Build', 'Community', 'API', 'Articles'];

/** Where a page's Markdown is published: its route plus `.md`. */
export const markdownRouteOf = (route: string): string => `${route}.md`;

export interface PageMarkdown {
  page: PageModel;
  text: string;
}

export function pagesToMarkdown(pages: readonly PageModel[]): PageMarkdown[] {
  return pages.map((page) => ({page, text: pageToMarkdown(page).text}));
}

const bySection = <T extends {section: Section}>(items: readonly T[], section: Section) =>
  items.filter((item) => item.section === section);

function header(site: SiteInfo): string {
  return `# ${site.title}\n\n> ${site.tagline.replace(/\s+/g, ' ').trim()}\n`;
}

/** /llms.txt in the llmstxt.org format. */
export function llmsTxt(pages: readonly PageModel[], site: SiteInfo): string {
  const parts = [
    header(site),
    `Every page below is published as Markdown at its address plus \`.md\`; ` +
      `[llms-full.txt](${site.url}/llms-full.txt) holds all of them in one file.\n`,
  ];
  for (const section of LLMS_SECTIONS) {
    const entries = bySection(pages, section);
    if (entries.length === 0) continue;
    const lines = entries.map((page) => {
      const description = page.description.replace(/\s+/g, ' ').trim();
      const link = `- [${page.title.replace(/([[\]])/g, '\\$1')}](${markdownRouteOf(page.url)})`;
      return description ? `${link}: ${description}` : link;
    });
    parts.push(`## ${section}\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

/** /llms-full.txt: the summary, then every page's export text in llms.txt order. */
export function llmsFullTxt(exports: readonly PageMarkdown[], site: SiteInfo): string {
  const ordered = LLMS_SECTIONS.flatMap((section) =>
    exports.filter((entry) => entry.page.section === section),
  );
  return [header(site), ...ordered.map((entry) => entry.text)].join('\n---\n\n');
}

export const markdownExportOutput: PageOutput = {
  name: 'Markdown export',
  async write(pages, outDir, site) {
    const exports = pagesToMarkdown(pages);
    for (const {page, text} of exports) {
      const file = path.join(outDir, markdownRouteOf(page.route));
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, text);
    }
    const full = llmsFullTxt(exports, site);
    await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(pages, site));
    await writeFile(path.join(outDir, 'llms-full.txt'), full);
    return `${exports.length} pages as .md, llms.txt, llms-full.txt (${(Buffer.byteLength(full) / 1024).toFixed(0)} KiB)`;
  },
};
