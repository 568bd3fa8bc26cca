/**
 * /llms.txt (llmstxt.org: the site's title and summary, then one section per part of the site
 * listing each page's `.md` link and description) and /llms-full.txt (the summary, then every
 * page's export text). Pure functions of the page models.
 *
 * Latest leads: /llms.txt and /llms-full.txt hold the site as it documents the platform today,
 * and llms.txt ends with a link to each older SDK generation's own pair of files
 * (/2025/llms.txt, /2025/llms-full.txt), so an agent finds them without reading both
 * generations' pages in one file.
 *
 * Latest's llms.txt opens with guidance for agents (agentGuidance): how to search and read the
 * docs, which version is which, where the API documents are. It is free text between the
 * summary and the first section, where llmstxt.org puts notes on reading the file, so every
 * `##` section stays a list of pages.
 */
import {DOCS_VERSIONS, LATEST, type DocsVersion} from '../../../config/versions';
import {API_CATALOG_PATH} from '../../../src/lib/api-documents';
import {markdownPathOf} from '../../../src/lib/routes';
import {SECTION_NAMES} from '../../../src/lib/sections';
import type {PageModel} from '../../../src/lib/page-model/model';
import type {SiteInfo} from '../index';

/** The pages grouped by section, in the sections' order (test fixtures are in none listed). */
const inSectionOrder = (pages: readonly PageModel[]) =>
  SECTION_NAMES.map((section) => ({
    section,
    pages: pages.filter((page) => page.section === section),
  })).filter((group) => group.pages.length > 0);

/** Where a version's llms.txt and llms-full.txt are published: `/2025/llms.txt`. */
export const llmsPathOf = (version: DocsVersion, file: 'llms.txt' | 'llms-full.txt'): string =>
  version.path === '' ? `/${file}` : `/${version.path}/${file}`;

function header(site: SiteInfo, version: DocsVersion): string {
  const title = version === LATEST ? site.title : `${site.title}: ${version.label}`;
  const intro =
    version === LATEST
      ? ''
      : `\nThese pages document ${version.generation}. The current packages no longer have the API they teach; ` +
        `for the platform as it is today, read [llms.txt](${site.url}/llms.txt).\n`;
  return `# ${title}\n\n> ${site.tagline.replace(/\s+/g, ' ').trim()}\n${intro}`;
}

/** The path the hosted docs MCP server answers at (Streamable HTTP), on the site's own origin. */
export const MCP_ENDPOINT_PATH = '/mcp';

/** An OpenAPI document as llms.txt names it: its title and version, and where both forms are. */
export interface LlmsApiDocument {
  title: string;
  version: string;
  yamlPath: string;
  jsonPath: string;
}

/**
 * The opening notes of Latest's llms.txt: how an agent searches and reads the docs, which docs
 * version is which, and where the API documents are. Addresses are absolute, from the site URL.
 */
export function agentGuidance(site: SiteInfo, apiDocuments: readonly LlmsApiDocument[]): string {
  const older = DOCS_VERSIONS.filter((other) => other !== LATEST);
  const documents = apiDocuments.map(
    (document) =>
      `  - ${document.title} ${document.version}: [YAML](${site.url}${document.yamlPath}), ` +
      `[JSON](${site.url}${document.jsonPath})`,
  );
  const lines = [
    'Notes for agents:',
    '',
    `- Search: the docs MCP server answers at ${site.url}${MCP_ENDPOINT_PATH} (Streamable HTTP): ` +
      "`search_docs` searches these pages with the site's own ranking, `read_page` returns a " +
      "page's Markdown, `list_api_operations` and `get_api_operation` look up API operations.",
    '- Read a page as Markdown: add `.md` to its address, or ask for its address with ' +
      '`Accept: text/markdown`. Each page names its Markdown in a ' +
      '`Link: <…>; rel="alternate"; type="text/markdown"` response header.',
    `- Versions: every address without a version prefix is ${LATEST.label}, ${LATEST.generation}.`,
    ...older.map(
      (other) =>
        `- ${other.label}: the pages under /${other.path}/ are a frozen snapshot of ${other.generation}, ` +
        `for code written against it; they are listed in ${site.url}${llmsPathOf(other, 'llms.txt')}.`,
    ),
    '- API documents: the OpenAPI document of each API in the reference, as YAML and as JSON:',
    ...documents,
    `- API catalog (RFC 9727): ${site.url}${API_CATALOG_PATH} lists those documents and the reference page of each API.`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * llms.txt of one docs version: `pages` are that version's (Latest's include API and articles),
 * `apiDocuments` the OpenAPI documents Latest's guidance names.
 */
export function llmsTxt(
  pages: readonly PageModel[],
  site: SiteInfo,
  apiDocuments: readonly LlmsApiDocument[],
  version: DocsVersion = LATEST,
): string {
  const parts = [
    header(site, version),
    ...(version === LATEST ? [agentGuidance(site, apiDocuments)] : []),
    `Every page below is published as Markdown at its address plus \`.md\`; ` +
      `[llms-full.txt](${site.url}${llmsPathOf(version, 'llms-full.txt')}) holds all of them in one file.\n`,
  ];
  for (const group of inSectionOrder(pages)) {
    const lines = group.pages.map((page) => {
      const description = page.description.replace(/\s+/g, ' ').trim();
      const link = `- [${page.title.replace(/([[\]])/g, '\\$1')}](${markdownPathOf(page.url)})`;
      return description ? `${link}: ${description}` : link;
    });
    parts.push(`## ${group.section}\n\n${lines.join('\n')}\n`);
  }
  const older = DOCS_VERSIONS.filter((other) => other !== LATEST);
  if (version === LATEST && older.length > 0) {
    const lines = older.map(
      (other) =>
        `- [${other.label}](${site.url}${llmsPathOf(other, 'llms.txt')}): ${other.generation}; ` +
        `every page in one file: [llms-full.txt](${site.url}${llmsPathOf(other, 'llms-full.txt')})`,
    );
    parts.push(`## Earlier SDK generations\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

/**
 * llms-full.txt of one docs version: the header, then each page's `.md` text in section order.
 * `markdownOf` gives the text the export wrote for the page, so each page's Markdown is written
 * once per build.
 */
export function llmsFullTxt(
  pages: readonly PageModel[],
  site: SiteInfo,
  version: DocsVersion,
  markdownOf: (page: PageModel) => string,
): string {
  const texts = inSectionOrder(pages).flatMap((group) => group.pages.map(markdownOf));
  return [header(site, version), ...texts].join('\n---\n\n');
}
