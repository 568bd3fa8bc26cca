import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkImageDimensions from '../../../plugins/image-dimensions';
import {imageSize} from '../../../plugins/image-dimensions/size';

/** A PNG header (signature and IHDR) of the given size, written out byte by byte. */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A static/ folder with a cover (1200×630 SVG), a viewBox-only SVG and a 64×48 PNG. */
function staticDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'image-dimensions-')), 'static');
  mkdirSync(join(dir, 'img/articles'), {recursive: true});
  writeFileSync(
    join(dir, 'img/articles/cover.svg'),
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><title>t</title></svg>\n',
  );
  writeFileSync(join(dir, 'img/box.svg'), "<svg viewBox='0 0 300 150' width='100%'></svg>");
  writeFileSync(join(dir, 'img/shot.png'), pngHeader(64, 48));
  writeFileSync(join(dir, 'img/blank.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

/** Compiles a page as Docusaurus does (MDX, with the plugin) to JSX source. */
async function compile(markdown: string, dir = staticDir()): Promise<string> {
  const processor = createProcessor({remarkPlugins: [[remarkImageDimensions, {staticDir: dir}]]});
  return String(await processor.process({path: '/site/articles/a.mdx', value: markdown}));
}

/** The props object MDX compiled for the image whose src is `src`. */
function imageProps(jsx: string, src: string): string {
  const start = jsx.indexOf(`src: "${src}"`);
  expect(start, `no image with src ${src} in:\n${jsx}`).toBeGreaterThan(-1);
  const open = jsx.lastIndexOf('{', start);
  return jsx.slice(open, jsx.indexOf('}', start) + 1);
}

describe('image dimensions (remark)', () => {
  it('gives an image at the top of the page its size, eager loading and high priority', async () => {
    const jsx = await compile('![A cover](/img/articles/cover.svg)\n\nText.\n\n## Next\n');
    const props = imageProps(jsx, '/img/articles/cover.svg');
    expect(props).toContain('width: "1200"');
    expect(props).toContain('height: "630"');
    expect(props).toContain('loading: "eager"');
    expect(props).toContain('fetchPriority: "high"');
  });

  it('leaves loading to the theme (lazy) for an image after the first heading', async () => {
    const jsx = await compile('## First\n\n![A chart](/img/box.svg)\n\n![A shot](/img/shot.png)\n');
    const svg = imageProps(jsx, '/img/box.svg');
    expect(svg).toContain('width: "300"');
    expect(svg).toContain('height: "150"');
    expect(svg).not.toContain('loading');
    expect(svg).not.toContain('fetchPriority');
    const png = imageProps(jsx, '/img/shot.png');
    expect(png).toContain('width: "64"');
    expect(png).toContain('height: "48"');
  });

  it('leaves remote and relative images alone', async () => {
    const jsx = await compile(
      '![Remote](https://example.com/a.png) ![Protocol-relative](//example.com/b.png)\n',
    );
    expect(imageProps(jsx, 'https://example.com/a.png')).not.toContain('width');
    expect(imageProps(jsx, '//example.com/b.png')).not.toContain('width');
  });

  it('fails with file:line for a path that is not a file of static/', async () => {
    await expect(compile('Intro.\n\n![Gone](/img/missing.svg)\n')).rejects.toThrow(
      /articles\/a\.mdx:3: the image \/img\/missing\.svg is not a file of static\//,
    );
    await expect(compile('![Out](/../../etc/passwd)\n')).rejects.toThrow(/not a file of static/);
  });

  it('fails when the file does not state its size', async () => {
    await expect(compile('![Blank](/img/blank.svg)\n')).rejects.toThrow(
      /cannot read the width and height of \/img\/blank\.svg/,
    );
  });
});

describe('imageSize', () => {
  it('reads px and unitless SVG sizes, and the viewBox when a size is relative', () => {
    expect(imageSize(Buffer.from('<svg width="40px" height="20">'), 'a.svg')).toEqual({
      width: 40,
      height: 20,
    });
    expect(imageSize(Buffer.from('<svg width="50%" viewBox="0 0 8 4.5">'), 'a.svg')).toEqual({
      width: 8,
      height: 4.5,
    });
    expect(imageSize(Buffer.from('<svg width="2em" height="1em">'), 'a.svg')).toBeNull();
  });

  it('reads a PNG header and refuses other bytes or formats', () => {
    expect(imageSize(pngHeader(1200, 630), 'a.PNG')).toEqual({width: 1200, height: 630});
    expect(imageSize(Buffer.from('not a png at all, not at all'), 'a.png')).toBeNull();
    expect(imageSize(pngHeader(10, 10), 'a.gif')).toBeNull();
  });
});
