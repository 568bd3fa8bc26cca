/**
 * Writes the Markdown export: `<route>.md` for every content page, and llms.txt and llms-full.txt
 * for each docs version (/llms.txt for Latest, /2025/llms.txt for the 2025 generation).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {markdownPathOf} from '../../../src/lib/routes';
import type {PageOutput} from '../index';
import {pageMarkdown} from '../../../src/lib/page-model/markdown';
import type {PageModel} from '../../../src/lib/page-model/model';
import {llmsFullTxt, llmsPathOf, llmsTxt} from './llms';
import {DOCS_VERSIONS, versionOfRoute} from '../../../config/versions';
import {describedApiDocuments} from '../../api-documents';

export const markdownExportOutput: PageOutput = {
  name: 'Markdown export',
  async write({pages, outDir}, site) {
    // Each page's Markdown, written once: its .md twin, and its part of llms-full.txt.
    const markdown = new Map<PageModel, string>();
    for (const page of pages) {
      const text = pageMarkdown(page).text;
      markdown.set(page, text);
      const file = path.join(outDir, markdownPathOf(page.route));
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, text);
    }
    const markdownOf = (page: PageModel) => markdown.get(page)!;
    // One pair of llms files per docs version; Latest's also holds the API and the articles.
    const sizes: string[] = [];
    // What Latest's guidance names: the documents plugins/api-documents publishes.
    const apiDocuments = describedApiDocuments(site.siteDir);
    for (const version of DOCS_VERSIONS) {
      const own = pages.filter((page) => versionOfRoute(page.route) === version);
      const full = llmsFullTxt(own, site, version, markdownOf);
      const write = async (name: 'llms.txt' | 'llms-full.txt', text: string) => {
        const file = path.join(outDir, llmsPathOf(version, name));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      };
      await write('llms.txt', llmsTxt(own, site, apiDocuments, version));
      await write('llms-full.txt', full);
      sizes.push(
        `${llmsPathOf(version, 'llms-full.txt')} ${(Buffer.byteLength(full) / 1024).toFixed(0)} KiB`,
      );
    }
    return `${pages.length} pages as .md, llms.txt and llms-full.txt per docs version (${sizes.join(', ')})`;
  },
};
