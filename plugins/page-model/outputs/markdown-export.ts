/**
 * Writes the Markdown export: `<route>.md` for every content page, /llms.txt and /llms-full.txt.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {markdownPathOf} from '../../../src/lib/routes';
import type {PageOutput} from '../index';
import {pageMarkdown} from './markdown';
import {llmsFullTxt, llmsTxt} from './llms';

export const markdownExportOutput: PageOutput = {
  name: 'Markdown export',
  async write(pages, outDir, site) {
    for (const page of pages) {
      const file = path.join(outDir, markdownPathOf(page.route));
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, pageMarkdown(page).text);
    }
    const full = llmsFullTxt(pages, site);
    await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(pages, site));
    await writeFile(path.join(outDir, 'llms-full.txt'), full);
    return `${pages.length} pages as .md, llms.txt, llms-full.txt (${(Buffer.byteLength(full) / 1024).toFixed(0)} KiB)`;
  },
};
