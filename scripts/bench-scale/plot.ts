/**
 * The growth plot of `npm run bench:scale`: each figure divided by its value at factor 1, against
 * the content factor, both on log scales, with the line a figure would follow if it grew as fast
 * as the content. A figure that stays flat does not grow with the site. Plain SVG, no library.
 */

export interface PlotSeries {
  label: string;
  /** The figure at each factor measured. */
  points: {factor: number; value: number}[];
}

const WIDTH = 760;
const HEIGHT = 440;
const MARGIN = {top: 40, right: 250, bottom: 50, left: 60};
const COLOURS = ['#0000ff', '#c2410c', '#15803d', '#7c3aed', '#b91c1c', '#a16207', '#0e7490'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function growthPlotSvg(series: readonly PlotSeries[], title: string): string {
  const factors = [...new Set(series.flatMap((one) => one.points.map((p) => p.factor)))].sort(
    (a, b) => a - b,
  );
  const maxFactor = Math.max(...factors, 2);
  const ratios = series.flatMap((one) => {
    const base = one.points.find((p) => p.factor === 1)?.value;
    return base ? one.points.map((p) => p.value / base) : [];
  });
  const maxRatio = Math.max(maxFactor, ...ratios);
  const minRatio = Math.min(1, ...ratios);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (factor: number) => MARGIN.left + (Math.log(factor) / Math.log(maxFactor)) * plotWidth;
  const y = (ratio: number) =>
    MARGIN.top +
    plotHeight -
    ((Math.log(ratio) - Math.log(minRatio)) / (Math.log(maxRatio) - Math.log(minRatio))) *
      plotHeight;

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${MARGIN.left}" y="24" font-family="sans-serif" font-size="15" fill="#111">${escapeXml(title)}</text>`,
  );
  // Axes with a tick at each factor and at round ratios.
  for (const factor of factors) {
    parts.push(
      `<line x1="${x(factor)}" y1="${MARGIN.top}" x2="${x(factor)}" y2="${MARGIN.top + plotHeight}" stroke="#ddd"/>`,
      `<text x="${x(factor)}" y="${MARGIN.top + plotHeight + 18}" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#333">×${factor}</text>`,
    );
  }
  for (const ratio of [1, 1.5, 2, 3, 5, 10, 20, 50].filter((r) => r >= minRatio && r <= maxRatio)) {
    parts.push(
      `<line x1="${MARGIN.left}" y1="${y(ratio)}" x2="${MARGIN.left + plotWidth}" y2="${y(ratio)}" stroke="#eee"/>`,
      `<text x="${MARGIN.left - 8}" y="${y(ratio) + 4}" text-anchor="end" font-family="sans-serif" font-size="12" fill="#333">${ratio}×</text>`,
    );
  }
  parts.push(
    `<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 10}" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#333">content factor</text>`,
    `<text x="16" y="${MARGIN.top + plotHeight / 2}" transform="rotate(-90 16 ${MARGIN.top + plotHeight / 2})" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#333">figure ÷ its value at factor 1</text>`,
  );
  // The content itself: a figure on this line grows as fast as the site.
  parts.push(
    `<line x1="${x(1)}" y1="${y(1)}" x2="${x(maxFactor)}" y2="${y(maxFactor)}" stroke="#888" stroke-dasharray="6 4"/>`,
  );
  const legendY = (index: number) => MARGIN.top + 8 + index * 22;
  const legendX = MARGIN.left + plotWidth + 20;
  parts.push(
    `<line x1="${legendX}" y1="${legendY(0)}" x2="${legendX + 24}" y2="${legendY(0)}" stroke="#888" stroke-dasharray="6 4"/>`,
    `<text x="${legendX + 30}" y="${legendY(0) + 4}" font-family="sans-serif" font-size="12" fill="#111">the content (factor)</text>`,
  );
  series.forEach((one, index) => {
    const base = one.points.find((p) => p.factor === 1)?.value;
    if (!base) return;
    const colour = COLOURS[index % COLOURS.length]!;
    const points = [...one.points]
      .sort((a, b) => a.factor - b.factor)
      .map((p) => `${x(p.factor).toFixed(1)},${y(p.value / base).toFixed(1)}`);
    parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`,
      ...points.map((point) => {
        const [cx, cy] = point.split(',');
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="${colour}"/>`;
      }),
      `<line x1="${legendX}" y1="${legendY(index + 1)}" x2="${legendX + 24}" y2="${legendY(index + 1)}" stroke="${colour}" stroke-width="2"/>`,
      `<text x="${legendX + 30}" y="${legendY(index + 1) + 4}" font-family="sans-serif" font-size="12" fill="#111">${escapeXml(one.label)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
