/**
 * Runs inside the render script's Chromium page, on an SVG Mermaid has just
 * drawn into the document: makes it ready to be inlined in a page.
 *
 * - Intrinsic size: `width`/`height` from the viewBox (no inline max-width),
 *   so the page reserves the diagram's box before it paints.
 * - `data-min-font-px`: the size of its smallest text, so the page never
 *   shrinks it below a legible size.
 * - Smaller: CSS rules that match nothing (Mermaid ships the rules of every
 *   shape of a diagram type), unused <symbol>/<marker> definitions, ids nothing
 *   refers to, Mermaid's data-* attributes, and coordinates past two decimals.
 *
 * Self-contained (Playwright sends its source to the page): no imports, and
 * only arrow functions declared inline.
 */
export function prepareSvg(rootId: string): string {
  const svg = document.getElementById(rootId) as unknown as SVGSVGElement;

  // Intrinsic size.
  const box = svg.viewBox.baseVal;
  svg.setAttribute('width', String(Math.ceil(box.width)));
  svg.setAttribute('height', String(Math.ceil(box.height)));
  svg.removeAttribute('style');

  // Smallest text, at the intrinsic size.
  let minFont = Infinity;
  for (const node of svg.querySelectorAll('text, tspan, foreignObject *')) {
    const ownText = [...node.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    );
    if (ownText) minFont = Math.min(minFont, parseFloat(getComputedStyle(node).fontSize));
  }
  svg.setAttribute('data-min-font-px', String(Number.isFinite(minFont) ? minFont : 16));

  // Rounded shapes (stadium, cylinder, circle) are drawn by rough.js as a filled outline plus a
  // stroke-only copy traced twice in hundreds of tiny curves (about 10 KiB each). Where the theme's
  // CSS already strokes the filled outline the same way, the copy draws nothing new.
  const strokeOf = (element: Element) => {
    const computed = getComputedStyle(element);
    // A dash pattern of zeros ("0 0", Mermaid's default) is a solid line.
    const dashes = /^[0px,\s]*$/.test(computed.strokeDasharray) ? 'none' : computed.strokeDasharray;
    return [computed.stroke, computed.strokeWidth, dashes, computed.strokeOpacity];
  };
  for (const path of svg.querySelectorAll('path[fill="none"]')) {
    const outline = path.previousElementSibling;
    if (outline?.tagName !== 'path' || getComputedStyle(outline).fill === 'none') continue;
    if (strokeOf(outline)[0] === 'none') continue;
    if (strokeOf(outline).join() === strokeOf(path).join()) path.remove();
  }

  // The filled outlines are cubic curves even where they are straight (rough.js puts the control
  // points on the line): such a curve is written as a line, six numbers becoming two.
  const round = (value: number) => String(Math.round(value * 100) / 100);
  for (const path of svg.querySelectorAll('path')) {
    const d = path.getAttribute('d') ?? '';
    if (!/^\s*M[^A-Za-z]+(?:C[^A-Za-z]+)+Z?\s*$/.test(d)) continue;
    const numbers = (text: string) => (text.match(/-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const [start, ...curves] = d.trim().replace(/Z$/, '').split('C');
    let [x0, y0] = numbers(start.slice(1));
    const out = [`M${round(x0)} ${round(y0)}`];
    let previous = 'M';
    const onSegment = (px: number, py: number, x: number, y: number) => {
      const dx = x - x0;
      const dy = y - y0;
      const length = Math.hypot(dx, dy);
      if (length < 1e-6) return Math.hypot(px - x0, py - y0) < 0.05;
      const along = ((px - x0) * dx + (py - y0) * dy) / (length * length);
      const off = Math.abs((px - x0) * dy - (py - y0) * dx) / length;
      return off < 0.05 && along > -0.001 && along < 1.001;
    };
    for (const curve of curves) {
      const values = numbers(curve);
      for (let i = 0; i + 5 < values.length; i += 6) {
        const [x1, y1, x2, y2, x, y] = values.slice(i, i + 6);
        if (onSegment(x1, y1, x, y) && onSegment(x2, y2, x, y)) {
          if (x !== x0 || y !== y0) {
            out.push(`${previous === 'L' ? '' : 'L'}${round(x)} ${round(y)}`);
            previous = 'L';
          }
        } else {
          out.push(`C${[x1, y1, x2, y2, x, y].map(round).join(' ')}`);
          previous = 'C';
        }
        x0 = x;
        y0 = y;
      }
    }
    path.setAttribute('d', out.join(' ') + (/Z\s*$/.test(d) ? 'Z' : ''));
  }

  // CSS: keep the rules that match an element of this diagram. Mermaid's stylesheet is minified
  // (`selector{declarations}` and `@keyframes name{...}`), so top-level blocks split on braces.
  const style = svg.querySelector('style');
  const keptSelectors: string[] = [];
  if (style) {
    const css = style.textContent ?? '';
    const blocks: string[] = [];
    let depth = 0;
    let start = 0;
    for (let index = 0; index < css.length; index++) {
      if (css[index] === '{') depth++;
      if (css[index] === '}' && --depth === 0) {
        blocks.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
    const matches = (selector: string): boolean => {
      try {
        return svg.matches(selector) || svg.querySelector(selector) !== null;
      } catch {
        return true; // a selector the DOM API cannot test is kept
      }
    };
    const rules = blocks.filter((block) => !block.startsWith('@'));
    const kept = rules.filter((block) => {
      const selector = block.slice(0, block.indexOf('{'));
      const used = matches(selector);
      if (used) keptSelectors.push(selector);
      return used;
    });
    const animations = kept.join('');
    const keyframes = blocks.filter((block) => {
      const name = /^@keyframes\s+([\w-]+)/.exec(block)?.[1];
      return name !== undefined && new RegExp(`animation[^;}]*\\b${name}\\b`).test(animations);
    });
    const otherAtRules = blocks.filter(
      (block) => block.startsWith('@') && !block.startsWith('@keyframes'),
    );
    style.textContent = [...otherAtRules, ...keyframes, ...kept].join('');
  }

  // Ids: keep those something refers to (url(#…), href, aria-*) or a kept CSS rule could select.
  const referenced = new Set<string>([rootId]);
  const collect = (text: string) => {
    for (const match of text.matchAll(/url\(#([^)]+)\)|href="?#([^"\s]+)/g)) {
      referenced.add(match[1] ?? match[2]);
    }
  };
  const all = [svg, ...svg.querySelectorAll('*')];
  for (const element of all) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name === 'aria-labelledby' || attribute.name === 'aria-describedby') {
        for (const id of attribute.value.split(/\s+/)) referenced.add(id);
      } else if (attribute.name.endsWith('href') && attribute.value.startsWith('#')) {
        referenced.add(attribute.value.slice(1));
      } else {
        collect(attribute.value);
      }
    }
  }
  collect(style?.textContent ?? '');
  const selectedById = new Set<Element>();
  for (const selector of keptSelectors) {
    if (!/\[id|#/.test(selector.replaceAll(`#${rootId}`, ''))) continue;
    try {
      for (const element of svg.querySelectorAll(selector)) selectedById.add(element);
    } catch {
      // untestable selector: nothing to protect
    }
  }
  for (const element of svg.querySelectorAll(
    'symbol, marker, filter, linearGradient, radialGradient, clipPath, pattern',
  )) {
    if (!referenced.has(element.id) && !selectedById.has(element)) element.remove();
  }
  for (const element of svg.querySelectorAll('[id]')) {
    if (!referenced.has(element.id) && !selectedById.has(element)) element.removeAttribute('id');
  }
  for (const defs of svg.querySelectorAll('defs')) {
    if (defs.children.length === 0) defs.remove();
  }

  // Mermaid's data-* attributes (interaction bookkeeping; those a kept rule selects stay) and long
  // decimals in geometry.
  const styledData = new Set(keptSelectors.join(' ').match(/data-[\w-]+/g) ?? []);
  styledData.add('data-min-font-px');
  const geometry =
    /^(?:d|points|transform|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|width|height|dx|dy|viewBox|refX|refY)$/;
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name.startsWith('data-') && !styledData.has(attribute.name)) {
        element.removeAttribute(attribute.name);
      } else if (geometry.test(attribute.name) && /\d\.\d{3}/.test(attribute.value)) {
        element.setAttribute(
          attribute.name,
          attribute.value.replace(/-?\d+\.\d{3,}/g, (number) =>
            String(Math.round(Number(number) * 100) / 100),
          ),
        );
      }
    }
  }

  return new XMLSerializer().serializeToString(svg);
}

/**
 * Runs in the page too, on the light and dark renderings of one diagram
 * (each passed through prepareSvg): both are the same drawing in other
 * colours, so they become one SVG whose colours that differ are CSS custom
 * properties, set for light mode on the SVG and for dark mode under the
 * site's `html[data-theme='dark']`. The page then switches colours with the
 * toggle through CSS alone, and ships the drawing once.
 *
 * Colours may differ in the stylesheet, in style attributes, and in
 * presentation attributes (fill="…"), which cannot hold var(): one that takes
 * effect in both modes becomes an inline style (it wins over nothing that
 * mattered, since its value was the computed one), one that takes effect in
 * neither is dropped. Anything else that differs, or a structure that does
 * not line up, is an error naming the first difference.
 */
export function mergeModes(input: {
  lightId: string;
  darkId: string;
  mergedId: string;
}): {svg: string} | {error: string} {
  const {lightId, darkId, mergedId} = input;
  const light = document.getElementById(lightId)!;
  const dark = document.getElementById(darkId)!;
  const lightElements = [light, ...light.querySelectorAll('*')];
  const darkElements = [dark, ...dark.querySelectorAll('*')];
  if (lightElements.length !== darkElements.length) {
    return {
      error: `light and dark renderings differ: ${lightElements.length} vs ${darkElements.length} elements`,
    };
  }
  const COLOUR = /#[0-9a-fA-F]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)/g;
  const COLOUR_ATTRIBUTES = new Set([
    'fill',
    'stroke',
    'color',
    'stop-color',
    'flood-color',
    'lighting-color',
  ]);
  const probe = document.createElement('div');
  document.body.append(probe);
  /** The computed form of a CSS colour (`rgb(…)`), or null when the value is not a colour. */
  const cssColour = (value: string): string | null => {
    probe.style.color = '';
    probe.style.color = value;
    return probe.style.color ? getComputedStyle(probe).color : null;
  };
  const variables: [string, string][] = [];
  const variableFor = (lightValue: string, darkValue: string): string => {
    let index = variables.findIndex(([l, d]) => l === lightValue && d === darkValue);
    if (index < 0) index = variables.push([lightValue, darkValue]) - 1;
    return `var(--c${index})`;
  };
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('\u0000');
  const describe = (element: Element) =>
    `<${element.tagName}${element.getAttribute('class') ? ` class="${element.getAttribute('class')}"` : ''}>`;

  // Read everything first: changing a style while comparing would change later computed values.
  const edits: (() => void)[] = [];
  for (let index = 0; index < lightElements.length; index++) {
    const l = lightElements[index];
    const d = darkElements[index];
    if (l.tagName !== d.tagName)
      return {error: `${describe(l)} in light mode is ${describe(d)} in dark mode`};
    if (l.tagName === 'style') {
      const lightCss = (l.textContent ?? '').replaceAll(lightId, mergedId);
      const darkCss = (d.textContent ?? '').replaceAll(darkId, mergedId);
      const lightParts = lightCss.split(COLOUR);
      if (lightParts.join('\u0000') !== darkCss.split(COLOUR).join('\u0000')) {
        return {error: 'the light and dark stylesheets differ in more than colours'};
      }
      const lightColours = lightCss.match(COLOUR) ?? [];
      const darkColours = darkCss.match(COLOUR) ?? [];
      const merged = lightParts
        .map((part, i) =>
          i < lightColours.length
            ? part +
              (lightColours[i] === darkColours[i]
                ? lightColours[i]
                : variableFor(lightColours[i], darkColours[i]))
            : part,
        )
        .join('');
      edits.push(() => (l.textContent = merged));
      continue;
    }
    if (ownText(l) !== ownText(d))
      return {error: `the text of ${describe(l)} differs between modes`};
    const names = new Set([...l.getAttributeNames(), ...d.getAttributeNames()]);
    for (const name of names) {
      const lightValue = l.getAttribute(name)?.replaceAll(lightId, mergedId) ?? null;
      const darkValue = d.getAttribute(name)?.replaceAll(darkId, mergedId) ?? null;
      if (lightValue === darkValue) continue;
      if (lightValue === null || darkValue === null) {
        return {error: `${describe(l)} has ${name} in one mode only`};
      }
      if (name === 'style') {
        const lightStyle = (l as SVGElement).style;
        const darkStyle = (d as SVGElement).style;
        const declarations: string[] = [];
        for (let i = 0; i < lightStyle.length; i++) {
          const property = lightStyle[i];
          const lv = lightStyle.getPropertyValue(property);
          const dv = darkStyle.getPropertyValue(property);
          const priority = lightStyle.getPropertyPriority(property) ? ' !important' : '';
          if (lv === dv) declarations.push(`${property}: ${lv}${priority}`);
          else if (cssColour(lv) && cssColour(dv)) {
            declarations.push(`${property}: ${variableFor(lv, dv)}${priority}`);
          } else return {error: `${describe(l)} style ${property} differs: ${lv} / ${dv}`};
        }
        if (darkStyle.length !== lightStyle.length) {
          return {error: `${describe(l)} has other style properties in dark mode`};
        }
        edits.push(() => l.setAttribute('style', declarations.join('; ')));
        continue;
      }
      const lightColour = cssColour(lightValue);
      const darkColour = cssColour(darkValue);
      if (!COLOUR_ATTRIBUTES.has(name) || !lightColour || !darkColour) {
        return {error: `${describe(l)} attribute ${name} differs: ${lightValue} / ${darkValue}`};
      }
      const lightEffective = getComputedStyle(l).getPropertyValue(name) === lightColour;
      const darkEffective = getComputedStyle(d).getPropertyValue(name) === darkColour;
      if (lightEffective !== darkEffective) {
        return {error: `${describe(l)} ${name} takes effect in one mode only`};
      }
      const variable = lightEffective ? variableFor(lightValue, darkValue) : null;
      edits.push(() => {
        l.removeAttribute(name);
        if (variable) (l as SVGElement).style.setProperty(name, variable);
      });
    }
  }
  probe.remove();
  for (const edit of edits) edit();

  const style =
    light.querySelector('style') ??
    light.insertBefore(
      document.createElementNS('http://www.w3.org/2000/svg', 'style'),
      light.firstChild,
    );
  const values = (mode: 0 | 1) => variables.map((pair, i) => `--c${i}:${pair[mode]}`).join(';');
  if (variables.length > 0) {
    style.textContent =
      `#${mergedId}{${values(0)}}html[data-theme='dark'] #${mergedId}{${values(1)}}` +
      style.textContent;
  }
  dark.remove();
  const markup = new XMLSerializer().serializeToString(light).replaceAll(lightId, mergedId);
  return {svg: markup};
}
