/**
 * `npm run diagrams [-- --force]`: renders every ```mermaid block of the docs,
 * articles, API overviews and test fixture pages to an SVG in diagrams/, with
 * Mermaid running in Debian's Chromium (as `npm run covers` renders the
 * article covers). Each diagram is drawn in the light and the dark palette of
 * config/diagrams.ts and the two are merged into one file whose colours switch
 * with the site's colour mode. Only diagrams without a file are rendered
 * (`--force`: all); files no diagram uses any more are deleted. The pages
 * inline these files (plugins/diagrams/remark.ts), so the site never loads
 * Mermaid and a machine without Chromium builds every diagram from git.
 *
 * A diagram Mermaid cannot parse stops the run with `file:line` of the line at
 * fault and Mermaid's message.
 */
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {chromium, type Page} from '@playwright/test';
import type Mermaid from 'mermaid';
import {COLOUR_MODES, DIAGRAMS_DIR, mermaidConfig, type ColourMode} from '../config/diagrams';
import {renderedKeys, svgFile, svgId} from '../plugins/diagrams/store';
import {chromiumArgs, chromiumPath} from './lib/browser';
import {diagramFiles} from './content-checks/files';
import {findDiagrams, type DiagramBlock} from './diagrams/blocks';
import {mergeModes, prepareSvg} from './diagrams/prepare-svg';

/** Mermaid parses and draws the diagram in one mode into the page; null when it did. */
async function draw(
  page: Page,
  block: DiagramBlock,
  mode: ColourMode,
): Promise<{error: string; line: number} | null> {
  const id = svgId(block.key, mode);
  const failure = await page.evaluate(
    async ({source, id, config}) => {
      const mermaid = (window as unknown as {mermaid: typeof Mermaid}).mermaid;
      mermaid.initialize({...config, deterministicIDSeed: id} as Parameters<
        typeof mermaid.initialize
      >[0]);
      try {
        await mermaid.parse(source);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Jison parsers put the position in `hash`; other parsers say "line N" in the message.
        const hash = (error as {hash?: {loc?: {first_line?: number}}}).hash;
        const line = hash?.loc?.first_line ?? Number(/\bline (\d+)/.exec(message)?.[1] ?? 1);
        return {error: message, line};
      }
      const {svg} = await mermaid.render(id, source);
      const stage = document.createElement('div');
      stage.className = 'stage';
      stage.innerHTML = svg;
      document.body.append(stage);
      return null;
    },
    {source: block.source, id, config: mermaidConfig(mode)},
  );
  if (failure) return failure;
  await page.evaluate(prepareSvg, id);
  return null;
}

async function render(page: Page, block: DiagramBlock): Promise<string> {
  for (const mode of COLOUR_MODES) {
    const failure = await draw(page, block, mode);
    if (failure) {
      const line = block.sourceLine + failure.line - 1;
      throw new Error(`${block.file}:${line}: Mermaid cannot draw this diagram:\n${failure.error}`);
    }
  }
  const merged = await page.evaluate(mergeModes, {
    lightId: svgId(block.key, 'light'),
    darkId: svgId(block.key, 'dark'),
    mergedId: svgId(block.key),
  });
  await page.evaluate(() => document.querySelectorAll('.stage').forEach((stage) => stage.remove()));
  if ('error' in merged) {
    throw new Error(
      `${block.file}:${block.line}: cannot merge the light and dark drawings (${merged.error}); ` +
        'scripts/diagrams/prepare-svg.ts (mergeModes) needs to learn this difference.',
    );
  }
  return merged.svg;
}

async function main(force: boolean): Promise<number> {
  const blocks = findDiagrams(diagramFiles());
  const byKey = new Map<string, DiagramBlock>();
  for (const block of blocks) if (!byKey.has(block.key)) byKey.set(block.key, block);
  const todo = [...byKey.values()].filter((block) => force || !existsSync(svgFile(block.key)));

  mkdirSync(DIAGRAMS_DIR, {recursive: true});
  let failures = 0;
  if (todo.length > 0) {
    const executablePath = chromiumPath();
    if (!executablePath) {
      console.error(
        'npm run diagrams needs Chromium: install Debian\'s with "apt-get install -y chromium", or set CHROME_PATH.',
      );
      return 1;
    }
    const browser = await chromium.launch({executablePath, args: chromiumArgs});
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
      // tsx compiles named functions with esbuild's keepNames, whose helper the page lacks.
      await page.addScriptTag({content: 'globalThis.__name = (target) => target;'});
      for (const block of todo) {
        try {
          writeFileSync(svgFile(block.key), `${await render(page, block)}\n`);
          console.log(`rendered ${block.file}:${block.line} -> ${svgFile(block.key)}`);
        } catch (error) {
          failures++;
          console.error(`${(error as Error).message}\n`);
          await page.evaluate(() =>
            document.querySelectorAll('.stage').forEach((stage) => stage.remove()),
          );
        }
      }
    } finally {
      await browser.close();
    }
  }

  // Files no diagram uses any more (an edited or deleted block left them behind). Not after a
  // failure: the file of a diagram being fixed may be the one that fits once it is put back.
  let removed = 0;
  for (const key of failures === 0 ? renderedKeys() : []) {
    if (byKey.has(key)) continue;
    rmSync(svgFile(key), {force: true});
    removed++;
  }
  console.log(
    `${byKey.size} diagram(s) in ${new Set(blocks.map((block) => block.file)).size} file(s): ` +
      `${todo.length - failures} rendered, ${byKey.size - todo.length} up to date, ` +
      `${removed} unused removed${failures ? `, ${failures} FAILED` : ''}.`,
  );
  return failures === 0 ? 0 : 1;
}

main(process.argv.includes('--force')).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
