/**
 * How Mermaid diagrams are drawn. Every ```mermaid block of the docs, articles
 * and API overviews is rendered ahead of time by `npm run diagrams`
 * (scripts/render-diagrams.ts) into one SVG per colour mode, committed under
 * `diagrams/`; the pages inline those files and load no Mermaid code. A file's
 * name is a hash of the diagram's source and of everything below, so changing
 * the palette, the font or a Mermaid option makes every diagram stale until it
 * is rendered again (`npm test` says which).
 */

export const COLOUR_MODES = ['light', 'dark'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** Where the rendered SVGs live (repository-relative). */
export const DIAGRAMS_DIR = 'diagrams';

/**
 * The smallest label a reader should see, in CSS pixels (issue 22: no label
 * under 12 px). A diagram is never drawn narrower than the width at which its
 * smallest text reaches this size; past that, its box scrolls sideways.
 */
export const MIN_LABEL_PX = 12;

/** The body font of src/css/custom.css (--ifm-font-family-base); a unit test keeps the two equal. */
export const BODY_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif";

/**
 * Mermaid's `base` theme with the brand palette of src/css/custom.css. Light:
 * navy text on pale blue boxes outlined in the brand blue #0000ff, on white.
 * Dark: white text on the navy surface #1a1a6e outlined in the dark mode's
 * primary #8a89ff, on the navy page #12125a. Every text colour is at least
 * 7:1 on the fill it sits on.
 */
const palette = {
  light: {
    darkMode: false,
    background: '#ffffff',
    fontFamily: BODY_FONT_STACK,
    fontSize: '16px',
    primaryColor: '#eef0ff',
    primaryTextColor: '#0d0d45',
    primaryBorderColor: '#0000ff',
    secondaryColor: '#e0e0ff',
    secondaryTextColor: '#0d0d45',
    secondaryBorderColor: '#0000b3',
    tertiaryColor: '#f7f7ff',
    tertiaryTextColor: '#0d0d45',
    tertiaryBorderColor: '#d0d0f0',
    mainBkg: '#eef0ff',
    nodeBorder: '#0000ff',
    nodeTextColor: '#0d0d45',
    textColor: '#1c1e21',
    titleColor: '#0d0d45',
    lineColor: '#0000b3',
    arrowheadColor: '#0000b3',
    defaultLinkColor: '#0000b3',
    clusterBkg: '#f7f7ff',
    clusterBorder: '#8a89ff',
    edgeLabelBackground: '#ffffff',
    // Sequence diagrams.
    actorBkg: '#eef0ff',
    actorBorder: '#0000ff',
    actorTextColor: '#0d0d45',
    actorLineColor: '#8a89ff',
    signalColor: '#1c1e21',
    signalTextColor: '#1c1e21',
    labelBoxBkgColor: '#eef0ff',
    labelBoxBorderColor: '#0000ff',
    labelTextColor: '#0d0d45',
    loopTextColor: '#0d0d45',
    noteBkgColor: '#fff6d6',
    noteBorderColor: '#b38f00',
    noteTextColor: '#1c1e21',
    activationBkgColor: '#e0e0ff',
    activationBorderColor: '#0000ff',
    sequenceNumberColor: '#ffffff',
    // Charts: bars in the brand blue, a reference line in the API reference's red.
    xyChart: {
      backgroundColor: '#ffffff',
      titleColor: '#0d0d45',
      xAxisLabelColor: '#1c1e21',
      xAxisTitleColor: '#1c1e21',
      xAxisTickColor: '#4a4a68',
      xAxisLineColor: '#4a4a68',
      yAxisLabelColor: '#1c1e21',
      yAxisTitleColor: '#1c1e21',
      yAxisTickColor: '#4a4a68',
      yAxisLineColor: '#4a4a68',
      plotColorPalette: '#0000ff, #c8161d',
    },
  },
  dark: {
    darkMode: true,
    background: '#12125a',
    fontFamily: BODY_FONT_STACK,
    fontSize: '16px',
    primaryColor: '#1a1a6e',
    primaryTextColor: '#ffffff',
    primaryBorderColor: '#8a89ff',
    secondaryColor: '#26268a',
    secondaryTextColor: '#ffffff',
    secondaryBorderColor: '#a6a5ff',
    tertiaryColor: '#0d0d45',
    tertiaryTextColor: '#ffffff',
    tertiaryBorderColor: '#4746a7',
    mainBkg: '#1a1a6e',
    nodeBorder: '#8a89ff',
    nodeTextColor: '#ffffff',
    textColor: '#e8e8ff',
    titleColor: '#ffffff',
    lineColor: '#a6a5ff',
    arrowheadColor: '#a6a5ff',
    defaultLinkColor: '#a6a5ff',
    clusterBkg: '#0d0d45',
    clusterBorder: '#4746a7',
    edgeLabelBackground: '#12125a',
    actorBkg: '#1a1a6e',
    actorBorder: '#8a89ff',
    actorTextColor: '#ffffff',
    actorLineColor: '#6e6dff',
    signalColor: '#e8e8ff',
    signalTextColor: '#e8e8ff',
    labelBoxBkgColor: '#1a1a6e',
    labelBoxBorderColor: '#8a89ff',
    labelTextColor: '#ffffff',
    loopTextColor: '#ffffff',
    noteBkgColor: '#2b2b8c',
    noteBorderColor: '#a6a5ff',
    noteTextColor: '#ffffff',
    activationBkgColor: '#26268a',
    activationBorderColor: '#a6a5ff',
    sequenceNumberColor: '#12125a',
    xyChart: {
      backgroundColor: '#12125a',
      titleColor: '#ffffff',
      xAxisLabelColor: '#e8e8ff',
      xAxisTitleColor: '#e8e8ff',
      xAxisTickColor: '#a6a5ff',
      xAxisLineColor: '#a6a5ff',
      yAxisLabelColor: '#e8e8ff',
      yAxisTitleColor: '#e8e8ff',
      yAxisTickColor: '#a6a5ff',
      yAxisLineColor: '#a6a5ff',
      plotColorPalette: '#8a89ff, #ff7a7e',
    },
  },
} as const satisfies Record<ColourMode, Record<string, unknown>>;

/**
 * The options handed to `mermaid.initialize` for one colour mode (the render
 * script adds the per-diagram id seed). Labels are SVG text, not HTML inside
 * <foreignObject>: text centred on its box stays whole when the reader's
 * body font is a little wider or narrower than the one it was measured with.
 */
export function mermaidConfig(mode: ColourMode) {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    themeVariables: palette[mode],
    fontFamily: BODY_FONT_STACK,
    htmlLabels: false,
    // Same ids and same rough.js strokes in both modes, and in every run.
    deterministicIds: true,
    handDrawnSeed: 1,
    flowchart: {useMaxWidth: false, padding: 12},
    sequence: {useMaxWidth: false},
    xyChart: {useMaxWidth: false},
  } as const;
}
