/**
 * Reading pages in worker threads (plugins/page-model/read-pool.ts) gives the models reading in
 * this thread gives, in the same order, and a page that cannot be read fails the build.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readablePart} from '../../../plugins/page-model/html';
import {readInThreads, type ReadJob} from '../../../plugins/page-model/read-pool';
import {readBuild, readPageModel, THREADS_FROM_PAGES} from '../../../plugins/page-model/read';

const SITE = 'https://docs.example.org';
const docPage = (title: string, body: string) =>
  `<!doctype html><html class="plugin-docs plugin-id-default docs-doc-page"><head><meta name=description content="${title}"></head>` +
  `<body><main><article><div class="markdown"><header><h1>${title}</h1></header>${body}</div></article></main></body></html>`;

// Each test starts worker threads that load the reader through tsx: about a second when idle, more
// on a busy machine, so a limit of its own.
describe('reading pages in worker threads', {timeout: 30_000}, () => {
  it('gives the models this thread gives, in the jobs’ order', async () => {
    const pages = Array.from({length: 60}, (_, at) => ({
      html: docPage(
        `Page ${at}`,
        `<h2 id=a${at}>Part ${at}</h2><p>Text ${at}.</p><ul><li>x<li>y</ul>`,
      ),
      route: `/build/page-${at}`,
    }));
    const jobs: ReadJob[] = pages.map(({html, route}) => ({
      readable: readablePart(html),
      route,
      siteUrl: SITE,
    }));
    const inThreads = await readInThreads(jobs, 2);
    // The same models as reading each whole page in this thread.
    expect(inThreads).toEqual(pages.map(({html, route}) => readPageModel(html, route, SITE)));
    expect(inThreads[59]?.title).toBe('Page 59');
  });

  it('fails when a page cannot be read', async () => {
    const broken = {readable: null, route: '/build/x', siteUrl: SITE} as unknown as ReadJob;
    await expect(readInThreads([broken], 2)).rejects.toThrow(
      /Reading pages in a worker thread failed/,
    );
  });

  it('reads a build in threads from THREADS_FROM_PAGES pages on, with the same result', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'page-model-threads-'));
    mkdirSync(path.join(outDir, 'build'));
    const routes = Array.from({length: THREADS_FROM_PAGES}, (_, at) => `/build/p${at}`);
    routes.forEach((route, at) =>
      writeFileSync(path.join(outDir, `${route}.html`), docPage(`P${at}`, `<p>Body ${at}.</p>`)),
    );
    const threaded = (await readBuild(outDir, routes, SITE, new Map(), undefined, {threads: 2}))
      .pages;
    expect(threaded).toEqual((await readBuild(outDir, routes, SITE)).pages);
    expect(threaded).toHaveLength(THREADS_FROM_PAGES);
  });
});
