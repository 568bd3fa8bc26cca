import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, parseInfoString} from '../../../scripts/content-checks/code-blocks';
import {pageFolder, pageLine, samplePaths} from '../../../scripts/content-checks/samples';

describe('code block extractor', () => {
  it('finds each fenced block with its language, title, fragment marker and fence line', () => {
    const page = [
      '---',
      'title: Demo',
      '---',
      '',
      'Intro.',
      '',
      '```ts title="src/read.ts"',
      'const a = 1;',
      '```',
      '',
      '```tsx title="App.tsx" fragment',
      '<App />',
      '```',
      '',
      '```python',
      'print("hi")',
      '```',
    ].join('\n');
    const blocks = extractCodeBlocks(page);
    expect(
      blocks.map(({lang, title, fragment, fenceLine, code}) => ({
        lang,
        title,
        fragment,
        fenceLine,
        code,
      })),
    ).toEqual([
      {lang: 'ts', title: 'src/read.ts', fragment: false, fenceLine: 7, code: 'const a = 1;'},
      {lang: 'tsx', title: 'App.tsx', fragment: true, fenceLine: 11, code: '<App />'},
      {lang: 'python', title: undefined, fragment: false, fenceLine: 15, code: 'print("hi")'},
    ]);
  });

  it('removes the indentation of fences nested in list items and JSX', () => {
    const page = ['1. Step one:', '', '   ```bash', '   npm install', '     --save', '   ```'].join(
      '\n',
    );
    expect(extractCodeBlocks(page)).toMatchObject([
      {lang: 'bash', fenceLine: 3, code: 'npm install\n  --save'},
    ]);
  });

  it('keeps a shorter fence inside a longer one as content, and closes only on a matching fence', () => {
    const page = ['````md', '```ts', 'x', '```', '````', '~~~py', 'y', '~~~'].join('\n');
    const blocks = extractCodeBlocks(page);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({lang: 'md', code: '```ts\nx\n```'});
    expect(blocks[1]).toMatchObject({lang: 'py', fenceLine: 6, code: 'y'});
  });

  it('runs an unclosed fence to the end of the page instead of failing', () => {
    expect(extractCodeBlocks('```ts\nconst a = 1;\n')).toMatchObject([
      {lang: 'ts', code: 'const a = 1;\n'},
    ]);
  });

  it('does not take inline code for a fence', () => {
    expect(extractCodeBlocks('Use ```ts``` fences.')).toEqual([]);
  });

  it('reads `fragment` only as a flag, never inside a quoted title', () => {
    expect(parseInfoString('ts title="a fragment of code"').fragment).toBe(false);
    expect(parseInfoString('ts title="x.ts" fragment').fragment).toBe(true);
    expect(parseInfoString('ts fragment title="x.ts"')).toMatchObject({
      fragment: true,
      title: 'x.ts',
    });
    expect(parseInfoString('TS{1,3}')).toMatchObject({lang: 'ts', fragment: false});
    expect(parseInfoString('')).toMatchObject({lang: '', meta: '', fragment: false});
  });
});

describe('sample files', () => {
  const blocks = extractCodeBlocks(
    [
      '```ts title="src/lib/nillion.ts"',
      'export const a = 1;',
      '```',
      '```ts title="demo.ts (inside main)"',
      'a;',
      '```',
      '```ts title="src/lib/nillion.ts"',
      'export const b = 2;',
      '```',
      '```ts title="../../../etc/passwd.ts"',
      '```',
      '```tsx',
      '<a />',
      '```',
    ].join('\n'),
  );

  it('writes blocks titled with a file at that path (imports between them resolve), others and unsafe paths by line', () => {
    const paths = samplePaths('docs/x.mdx', blocks, (block) =>
      block.lang === 'tsx' ? '.tsx' : '.ts',
    ).map(({path}) => path);
    expect(paths).toEqual([
      'src/lib/nillion.ts',
      'demo.ts',
      'src/lib/nillion.line-7.ts',
      'block-line-10.ts',
      'block-line-12.tsx',
    ]);
  });

  it('maps a line inside a block to the page line', () => {
    expect(pageLine(blocks[0], 1)).toBe(2);
    expect(pageLine(blocks[2], 1)).toBe(8);
  });

  it('names a page folder without path separators', () => {
    expect(pageFolder('docs/build/private-storage/platform.mdx')).toBe(
      'docs__build__private-storage__platform',
    );
  });
});
