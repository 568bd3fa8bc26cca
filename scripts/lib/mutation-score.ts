/**
 * Mutation scores per module, read from Stryker's JSON report (the mutation-testing-report
 * schema: `files[path].mutants[].status`). The overall floor is Stryker's own break threshold
 * (stryker.config.mjs); the per-module floor is checked here, because Stryker has none.
 */

export type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';

export interface MutationReport {
  files: Record<string, {mutants: {status: MutantStatus}[]}>;
}

/** The modules the gate scores, each a set of source files (issue 23's list). */
export const MUTATION_MODULES: readonly {name: string; files: RegExp}[] = [
  {name: 'config/redirects', files: /^config\/redirects\.ts$/},
  {name: 'config/env', files: /^config\/env\.ts$/},
  {name: 'plugins/deploy-config', files: /^plugins\/deploy-config\//},
  // Reading built pages into page models, and the route facts (section, .md path) it shares.
  {
    name: 'page model',
    files:
      /^(plugins\/page-model\/[^/]+|src\/lib\/page-model\/(model|normalise)\.ts|src\/lib\/routes\.ts)$/,
  },
  {
    name: 'search index (page-model outputs)',
    files:
      /^(plugins\/page-model\/outputs\/(search-index|search-records|search-summaries|algolia-push)\.ts|plugins\/local-search\/.+)$/,
  },
  {
    name: 'Markdown export (page-model outputs)',
    files:
      /^(plugins\/page-model\/outputs\/(markdown[^/]*|llms)|src\/lib\/page-model\/(markdown|mdast|export-text))\.ts$/,
  },
  {name: 'plugins/third-party-scripts', files: /^plugins\/third-party-scripts\//},
  {name: 'src/lib/search', files: /^src\/lib\/search\//},
  {
    name: 'API explorer (pure parts)',
    files: /^(src\/theme\/ApiExplorer\/|src\/lib\/api-explorer\/|src\/lib\/on-demand\.ts$)/,
  },
  {name: 'CopyPage (pure parts)', files: /^src\/components\/CopyPage\//},
  {name: 'MCP endpoint (pure parts)', files: /^mcp\/(http-guard|server-pool|idle-release)\.ts$/},
];

/** Below this, one module fails the gate even when the overall score passes. */
export const MODULE_FLOOR = 75;

export interface Score {
  name: string;
  detected: number;
  undetected: number;
  /** Percent; NaN when the module has no valid mutant. */
  score: number;
}

const DETECTED: ReadonlySet<MutantStatus> = new Set(['Killed', 'Timeout']);
const UNDETECTED: ReadonlySet<MutantStatus> = new Set(['Survived', 'NoCoverage']);

function score(name: string, statuses: readonly MutantStatus[]): Score {
  const detected = statuses.filter((status) => DETECTED.has(status)).length;
  const undetected = statuses.filter((status) => UNDETECTED.has(status)).length;
  const valid = detected + undetected;
  return {name, detected, undetected, score: valid === 0 ? NaN : (100 * detected) / valid};
}

/** Stryker's mutation score (detected over valid mutants) per module and over all of them. */
export function mutationScores(
  report: MutationReport,
  modules = MUTATION_MODULES,
): {modules: Score[]; overall: Score; unassigned: string[]} {
  const files = Object.entries(report.files).map(([file, {mutants}]) => ({
    file: file.replace(/\\/g, '/').replace(/^\.\//, ''),
    statuses: mutants.map(({status}) => status),
  }));
  const unassigned = files
    .filter(({file}) => !modules.some(({files: pattern}) => pattern.test(file)))
    .map(({file}) => file);
  return {
    modules: modules.map(({name, files: pattern}) =>
      score(
        name,
        files.filter(({file}) => pattern.test(file)).flatMap(({statuses}) => statuses),
      ),
    ),
    overall: score(
      'all modules',
      files.flatMap(({statuses}) => statuses),
    ),
    unassigned,
  };
}

/** Modules under the floor (or with nothing to score), as lines for the gate's failure message. */
export function modulesUnderFloor(scores: readonly Score[], floor = MODULE_FLOOR): string[] {
  return scores
    .filter(({score: value}) => !(value >= floor))
    .map(({name, score: value, undetected}) =>
      Number.isNaN(value)
        ? `${name}: no mutant was tested (is it still in stryker.config.mjs "mutate"?)`
        : `${name}: ${value.toFixed(1)}% < ${floor}% (${undetected} mutants survived)`,
    );
}
