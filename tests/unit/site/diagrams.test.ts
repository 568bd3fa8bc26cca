import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {BODY_FONT_STACK} from '../../../config/diagrams';
import remarkDiagrams, {minimumWidth} from '../../../plugins/diagrams/remark';
import {
  diagramKey,
  missingAccessibility,
  pinnedMermaidVersion,
  svgFile,
} from '../../../plugins/diagrams/store';
import {findDiagrams} from '../../../scripts/diagrams/blocks';
import {checkDiagrams} from '../../../scripts/content-checks/check-diagrams';
import {contentFiles} from '../../../scripts/content-checks/files';

const MERMAID = '11.17.2';

const DIAGRAM = [
  'flowchart LR',
  '    accTitle: Two steps',
  '    accDescr: A leads to B.',
  '    A[Start] --> B[End]',
].join('\n');

/** A page whose diagram's fence is on line 5. */
const page = (diagram: string) =>
  ['---', 'title: A page', '---', '', '```mermaid', diagram, '```', '', 'Text.', ''].join('\n');

/** A rendered file as the render script writes it (size and smallest text on the root). */
const renderedSvg = (key: string) =>
  `<svg id="diagram-${key}" width="800" height="200" viewBox="0 0 800 200" data-min-font-px="16" ` +
  `xmlns="http://www.w3.org/2000/svg"><title id="chart-title-diagram-${key}">Two steps</title></svg>\n`;

/** A site in a temporary folder: package.json with the Mermaid pin, docs/a.mdx, diagrams/. */
function site(options: {diagram?: string; rendered?: string[]; mermaid?: string} = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'diagrams-'));
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({devDependencies: {mermaid: options.mermaid ?? MERMAID}}),
  );
  mkdirSync(join(root, 'docs'));
  mkdirSync(join(root, 'diagrams'));
  writeFileSync(join(root, 'docs/a.mdx'), page(options.diagram ?? DIAGRAM));
  for (const source of options.rendered ?? [DIAGRAM]) {
    const key = diagramKey(source, MERMAID);
    writeFileSync(join(root, svgFile(key)), renderedSvg(key));
  }
  return root;
}

describe('diagram keys', () => {
  it('follow the source, not its line endings or trailing blanks', () => {
    const key = diagramKey(DIAGRAM, MERMAID);
    expect(diagramKey(`${DIAGRAM.replaceAll('\n', '\r\n')}  \n\n`, MERMAID)).toBe(key);
    expect(diagramKey(DIAGRAM.replace('[End]', '[Finish]'), MERMAID)).not.toBe(key);
  });

  it('change with the Mermaid version the diagrams are rendered with', () => {
    expect(diagramKey(DIAGRAM, '11.17.3')).not.toBe(diagramKey(DIAGRAM, MERMAID));
  });

  it('need Mermaid pinned exactly in package.json', () => {
    expect(pinnedMermaidVersion(site())).toBe(MERMAID);
    expect(() => pinnedMermaidVersion(site({mermaid: '^11.17.2'}))).toThrow(/pin mermaid exactly/);
  });

  it('are found with the line of the fence and of the diagram', () => {
    const root = site();
    expect(findDiagrams(['docs/a.mdx'], root)).toEqual([
      {
        file: 'docs/a.mdx',
        line: 5,
        sourceLine: 6,
        source: DIAGRAM,
        key: diagramKey(DIAGRAM, MERMAID),
      },
    ]);
  });
});

describe('the diagrams content check', () => {
  it('passes when every diagram has its file', () => {
    expect(checkDiagrams(['docs/a.mdx'], {wholeSite: true, root: site()}).findings).toEqual([]);
  });

  it('names file:line of a diagram whose source changed since it was rendered', () => {
    const changed = DIAGRAM.replace('[End]', '[Finish]');
    const root = site({diagram: changed, rendered: [DIAGRAM]});
    const {findings} = checkDiagrams(['docs/a.mdx'], {wholeSite: false, root});
    expect(findings).toEqual([
      {
        file: 'docs/a.mdx',
        line: 5,
        check: 'diagrams',
        message: expect.stringMatching(
          new RegExp(
            `^diagram not rendered: ${svgFile(diagramKey(changed, MERMAID))} is missing.*npm run diagrams`,
          ),
        ),
      },
    ]);
  });

  it('asks for an accessible title and description', () => {
    expect(missingAccessibility('flowchart LR\n  A --> B')).toEqual(['accTitle', 'accDescr']);
    expect(missingAccessibility('flowchart LR\n  accTitle: T\n  accDescr {\n  long\n  }')).toEqual(
      [],
    );
    const bare = 'flowchart LR\n    accTitle: Two steps\n    A --> B';
    const {findings} = checkDiagrams(['docs/a.mdx'], {
      wholeSite: false,
      root: site({diagram: bare, rendered: [bare]}),
    });
    expect(findings.map((finding) => `${finding.file}:${finding.line} ${finding.message}`)).toEqual(
      [expect.stringMatching(/^docs\/a\.mdx:5 diagram without accDescr/)],
    );
  });

  it('reports a file no diagram uses when it checks the whole site', () => {
    const root = site({rendered: [DIAGRAM, 'flowchart LR\n  Old --> Gone']});
    const orphan = svgFile(diagramKey('flowchart LR\n  Old --> Gone', MERMAID));
    expect(checkDiagrams(['docs/a.mdx'], {wholeSite: true, root}).findings).toEqual([
      expect.objectContaining({
        file: orphan,
        line: 1,
        message: expect.stringContaining('npm run diagrams'),
      }),
    ]);
    expect(checkDiagrams(['docs/a.mdx'], {wholeSite: false, root}).findings).toEqual([]);
  });
});

/** Compiles a page as Docusaurus does (MDX with the diagrams remark plugin) to JSX source. */
async function compile(
  root: string,
  strict: boolean,
  text = readFileSync(join(root, 'docs/a.mdx'), 'utf8'),
) {
  const processor = createProcessor({
    remarkPlugins: [[remarkDiagrams, {root, strict}]],
  });
  return String(await processor.process({path: join(root, 'docs/a.mdx'), value: text}));
}

describe('the diagrams remark plugin', () => {
  it('puts the rendered SVG in place of the block, with the source and the legible minimum width', async () => {
    const root = site();
    const key = diagramKey(DIAGRAM, MERMAID);
    const out = await compile(root, true);
    // MDX fails the page at run time if no Diagram component is provided (src/theme/MDXComponents).
    expect(out).toContain('if (!Diagram) _missingMdxReference("Diagram", true)');
    expect(out).not.toContain('language-mermaid');
    expect(out).toContain(`svg: ${JSON.stringify(renderedSvg(key).trim())}`);
    expect(out).toContain(`source: ${JSON.stringify(DIAGRAM)}`);
    // 16 px text may shrink to 12 px: an 800 px wide diagram to 600 px, no narrower.
    expect(out).toContain('minWidth: "600"');
  });

  it('fails the production build with file:line when the SVG is missing', async () => {
    const root = site({rendered: []});
    await expect(compile(root, true)).rejects.toThrow(
      /^docs\/a\.mdx:5: this diagram has no rendered SVG \(diagrams\/[0-9a-f]{16}\.svg\).*npm run diagrams/,
    );
  });

  it('shows the source and the instruction instead under npm start', async () => {
    const out = await compile(site({rendered: []}), false);
    expect(out).toContain('_jsx(Diagram, {');
    expect(out).toContain(`source: ${JSON.stringify(DIAGRAM)}`);
    expect(out).toMatch(/pending: "docs\/a\.mdx:5: this diagram has no rendered SVG/);
  });

  it('gives a diagram drawn twice on one page ids of its own the second time', async () => {
    const root = site();
    const key = diagramKey(DIAGRAM, MERMAID);
    const twice = `${page(DIAGRAM)}\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n`;
    const out = await compile(root, true, twice);
    expect(out.split(`id=\\"diagram-${key}\\"`)).toHaveLength(2);
    expect(out.split(`id=\\"diagram-${key}-2\\"`)).toHaveLength(2);
    expect(out).toContain(`chart-title-diagram-${key}-2`);
  });

  // Parses every page of the site as MDX (no compilation): 2 s on an idle machine, more on a busy one.
  it(
    'sees every diagram of the site with the same source the check and the render script read',
    {timeout: 60_000},
    () => {
      const files = contentFiles([]);
      const expected = findDiagrams(files).map(
        (block) => `${block.file}:${block.line} ${block.key}`,
      );
      const version = pinnedMermaidVersion();
      const processor = createProcessor();
      const seen: string[] = [];
      for (const file of files) {
        const walk = (node: Root | Root['children'][number]) => {
          if (node.type === 'code' && node.lang === 'mermaid') {
            seen.push(`${file}:${node.position?.start.line} ${diagramKey(node.value, version)}`);
          }
          if ('children' in node) node.children.forEach(walk);
        };
        walk(processor.parse(readFileSync(file, 'utf8')) as Root);
      }
      expect(seen.length).toBeGreaterThan(50);
      expect(seen.sort()).toEqual(expected.sort());
    },
  );
});

describe('the diagram theme', () => {
  it('sets diagrams in the body font of the site stylesheet', () => {
    const css = readFileSync('src/css/custom.css', 'utf8');
    const body = /--ifm-font-family-base:\s*([^;]+);/.exec(css)?.[1].replace(/\s+/g, ' ').trim();
    expect(BODY_FONT_STACK).toBe(body);
  });

  it('never lets a label shrink under 12 px', () => {
    expect(minimumWidth({width: 800, minFontPx: 16})).toBe(600);
    expect(minimumWidth({width: 700, minFontPx: 14})).toBe(600);
    // Text drawn under 12 px is enlarged rather than shrunk.
    expect(minimumWidth({width: 500, minFontPx: 10})).toBe(600);
  });
});
