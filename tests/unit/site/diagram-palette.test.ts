// Every committed diagram takes its colours from the palette variables that follow the colour-mode
// toggle (issue 22: diagrams in the brand palette in both modes), never from Mermaid's fixed colours.
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const DIR = 'diagrams';
const files = readdirSync(DIR).filter((name) => name.endsWith('.svg'));

/** The palette variables a variable block of the SVG's stylesheet defines, name → colour. */
function variableBlocks(css: string): Array<Map<string, string>> {
  return [...css.matchAll(/\{((?:--c\d+:[^;}]+;?)+)\}/g)].map(
    ([, body]) =>
      new Map(
        body
          .split(';')
          .filter(Boolean)
          .map((pair) => pair.split(':') as [string, string]),
      ),
  );
}

/** What the stylesheet paints with, outside the variable blocks: `fill`, `stroke`, `color`… values. */
function paintValues(css: string): string[] {
  const rules = css.replace(/\{(?:--c\d+:[^;}]+;?)+\}/g, '{}');
  return [
    ...rules.matchAll(
      /(?:^|[;{\s])(?:fill|stroke|color|background-color|stop-color):\s*([^;}!]+)/g,
    ),
  ].map(([, value]) => value.trim());
}

describe('the rendered diagrams', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s paints with the palette variables, a set for each colour mode', (name) => {
    const svg = readFileSync(path.join(DIR, name), 'utf8');
    const css = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
    const id = /^<svg id="([^"]+)"/.exec(svg)?.[1];
    expect(id, 'the root <svg> has an id its stylesheet is scoped to').toBeTruthy();
    // One set for light mode, one under the dark theme, with the same names.
    expect(css).toContain(`html[data-theme='dark'] #${id}{--c`);
    const [light, dark] = variableBlocks(css);
    expect(light?.size).toBeGreaterThan(0);
    expect([...(dark?.keys() ?? [])].sort()).toEqual([...light.keys()].sort());
    // The two modes differ (a diagram drawn for white would vanish on navy).
    expect([...light.values()]).not.toEqual([...dark.values()]);
    // Outside the variable blocks every paint is a variable (or no paint at all).
    const fixed = paintValues(css).filter(
      (value) => !/^(var\(--c\d+\)|none|transparent|currentColor|inherit)$/i.test(value),
    );
    expect(fixed).toEqual([]);
  });
});
