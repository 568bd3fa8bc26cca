/**
 * The committed diagram files: which SVG a ```mermaid block needs, and what is
 * in it. A block's key is a hash of its source and of everything that shapes
 * its rendering (config/diagrams.ts, the pinned Mermaid version, the render
 * script's own post-processing), so an edited diagram, a new palette or a
 * Mermaid upgrade names files that do not exist yet until `npm run diagrams`
 * renders them. Read by the remark plugin (build), the render script and the
 * content check; none of them needs a browser to compute a key.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {COLOUR_MODES, DIAGRAMS_DIR, mermaidConfig, type ColourMode} from '../../config/diagrams';

/**
 * Bump when scripts/render-diagrams.ts changes what it writes into an SVG
 * (attributes, clean-up), so every diagram is rendered again.
 */
export const RENDERER_VERSION = 2;

/** The fence language of a diagram. */
export const DIAGRAM_LANG = 'mermaid';

/** Line endings and trailing blanks do not change a diagram, so they do not change its key. */
export function normalizeSource(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The Mermaid version the diagrams are rendered with: the exact pin in package.json. */
export function pinnedMermaidVersion(root = process.cwd()): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.mermaid;
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(
      `package.json must pin mermaid exactly in devDependencies (found ${version ?? 'none'}): ` +
        'the committed diagrams are rendered with that version.',
    );
  }
  return version;
}

export function diagramKey(source: string, mermaidVersion: string): string {
  const input = JSON.stringify({
    source: normalizeSource(source),
    mermaid: mermaidVersion,
    renderer: RENDERER_VERSION,
    config: Object.fromEntries(COLOUR_MODES.map((mode) => [mode, mermaidConfig(mode)])),
  });
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}

/** Repository-relative path of a diagram's rendered file (one SVG for both colour modes). */
export function svgFile(key: string): string {
  return `${DIAGRAMS_DIR}/${key}.svg`;
}

/**
 * The id of a diagram's SVG (Mermaid prefixes its own ids and CSS with it); the
 * render script draws each mode under `<id>-<mode>` before merging them.
 */
export function svgId(key: string, mode?: ColourMode): string {
  return mode ? `diagram-${key}-${mode}` : `diagram-${key}`;
}

/**
 * What a diagram lacks for screen readers: Mermaid writes `accTitle` into the
 * SVG's <title> and `accDescr` into its <desc>, which name and describe it.
 */
export function missingAccessibility(source: string): string[] {
  const missing: string[] = [];
  if (!/^[ \t]*accTitle[ \t]*:[ \t]*\S/m.test(source)) missing.push('accTitle');
  if (!/^[ \t]*accDescr[ \t]*(?::[ \t]*\S|\{)/m.test(source)) missing.push('accDescr');
  return missing;
}

/** What the page needs from the rendered file of a diagram. */
export interface RenderedDiagram {
  /** The SVG markup: light colours by default, dark ones under html[data-theme='dark']. */
  svg: string;
  /** Intrinsic size in CSS pixels (the viewBox). */
  width: number;
  height: number;
  /** Font size of the smallest text in the diagram at its intrinsic size. */
  minFontPx: number;
}

const numberAttribute = (svg: string, name: string): number => {
  const match = new RegExp(`^<svg\\b[^>]*\\s${name}="([\\d.]+)"`).exec(svg);
  return match ? Number(match[1]) : NaN;
};

/** The rendered file of a key, or null when it is missing. */
export function readDiagram(key: string, root = process.cwd()): RenderedDiagram | null {
  const file = path.join(root, svgFile(key));
  if (!existsSync(file)) return null;
  const svg = readFileSync(file, 'utf8').trim();
  const width = numberAttribute(svg, 'width');
  const height = numberAttribute(svg, 'height');
  const minFontPx = numberAttribute(svg, 'data-min-font-px');
  if (![width, height, minFontPx].every((value) => value > 0)) {
    throw new Error(
      `${svgFile(key)} has no width, height or data-min-font-px on its <svg>: ` +
        'it was not written by npm run diagrams; run it again.',
    );
  }
  return {svg, width, height, minFontPx};
}

/** Keys that have a file in the diagrams folder. */
export function renderedKeys(root = process.cwd()): Set<string> {
  const dir = path.join(root, DIAGRAMS_DIR);
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .map((name) => /^([0-9a-f]{16})\.svg$/.exec(name)?.[1])
      .filter((key): key is string => Boolean(key)),
  );
}
