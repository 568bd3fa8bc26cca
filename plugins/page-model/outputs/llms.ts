/**
 * /llms.txt (llmstxt.org: the site's title and summary, then one section per part of the site
 * listing each page's `.md` link and description) and /llms-full.txt (the summary, then every
 * page's export text). Pure functions of the page models.
 */
import {markdownPathOf, type Section} from '../../../src/lib/routes';
import type {PageModel} from '../model';
import type {SiteInfo} from '../index';
import {pageMarkdown} from './markdown';

/** The order of llms.txt's sections (test fixtures are never listed). */
export const LLMS_SECTIONS: readonly Section[] = ['Learn', 'Build', 'Community', 'API', 'Articles'];

const inSectionOrder = (pages: readonly PageModel[]) =>
  LLMS_SECTIONS.map((section) => ({
    section,
    pages: pages.filter((page) => page.section === section),
  })).filter((group) => group.pages.length > 0);

function header(site: SiteInfo): string {
  return `# ${site.title}\n\n> ${site.tagline.replace(/\s+/g, ' ').trim()}\n`;
}

export function llmsTxt(pages: readonly PageModel[], site: SiteInfo): string {
  const parts = [
    header(site),
    `Every page below is published as Markdown at its address plus \`.md\`; ` +
      `[llms-full.txt](${site.url}/llms-full.txt) holds all of them in one file.\n`,
  ];
  for (const group of inSectionOrder(pages)) {
    const lines = group.pages.map((page) => {
      const description = page.description.replace(/\s+/g, ' ').trim();
      const link = `- [${page.title.replace(/([[\]])/g, '\\$1')}](${markdownPathOf(page.url)})`;
      return description ? `${link}: ${description}` : link;
    });
    parts.push(`## ${group.section}\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

export function llmsFullTxt(pages: readonly PageModel[], site: SiteInfo): string {
  const texts = inSectionOrder(pages).flatMap((group) =>
    group.pages.map((page) => pageMarkdown(page).text),
  );
  return [header(site), ...texts].join('\n---\n\n');
}
