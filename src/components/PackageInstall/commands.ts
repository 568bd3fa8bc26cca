/**
 * The install commands of `<PackageInstall>` for each package manager, from one description.
 * Kept free of React so the content checks read a page's npm commands from the same source
 * the reader sees, and the unit tests check each manager's wording.
 *
 * Flags as each manager documents them: npm `install --save-exact` / `--save-dev`
 * (docs.npmjs.com/cli/commands/npm-install), pnpm `add --save-exact` / `--save-dev`
 * (pnpm.io/cli/add), Yarn `add --exact` / `--dev` (yarnpkg.com/cli/add; Yarn 1 spells them the
 * same). A dependency override is npm's `overrides`, pnpm's `pnpm.overrides` and Yarn's
 * `resolutions`; it is written with `npm pkg set`, which edits package.json whichever manager
 * installs (npm comes with Node.js). Yarn 2 and later install with Plug'n'Play by default, where
 * there is no node_modules folder: `npx tsx` and Node.js itself would not find the packages the
 * pages' samples import, so the Yarn steps ask for a node_modules folder first (Yarn 1 always
 * makes one and stores the setting unused).
 */

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export interface PackageInstallSpec {
  /** Runtime dependencies, space-separated, each as `name` or `name@version`. */
  packages?: string;
  /** Development dependencies, space-separated. */
  dev?: string;
  /** Record the exact version of `packages` in package.json instead of a `^` range. */
  exact?: boolean;
  /** Dependency overrides, space-separated `name=version`, set before installing. */
  overrides?: string;
}

function words(list: string | undefined): string[] {
  return (list ?? '').split(/\s+/).filter(Boolean);
}

const INSTALL: Record<PackageManager, string> = {
  npm: 'npm install',
  pnpm: 'pnpm add',
  yarn: 'yarn add',
};
const EXACT: Record<PackageManager, string> = {
  npm: '--save-exact',
  pnpm: '--save-exact',
  yarn: '--exact',
};
const DEV: Record<PackageManager, string> = {
  npm: '--save-dev',
  pnpm: '--save-dev',
  yarn: '--dev',
};
const OVERRIDES_FIELD: Record<PackageManager, string> = {
  npm: 'overrides',
  pnpm: 'pnpm.overrides',
  yarn: 'resolutions',
};

/** The lines a reader using `manager` types, in order. */
export function installLines(spec: PackageInstallSpec, manager: PackageManager): string[] {
  const lines: string[] = manager === 'yarn' ? ['yarn config set nodeLinker node-modules'] : [];
  for (const override of words(spec.overrides)) {
    const at = override.indexOf('=');
    if (at < 1) throw new Error(`PackageInstall: override "${override}" is not name=version`);
    lines.push(`npm pkg set ${OVERRIDES_FIELD[manager]}.${override}`);
  }
  const exact = spec.exact ? [EXACT[manager]] : [];
  const packages = words(spec.packages);
  if (packages.length) lines.push([INSTALL[manager], ...exact, ...packages].join(' '));
  const dev = words(spec.dev);
  if (dev.length) lines.push([INSTALL[manager], DEV[manager], ...dev].join(' '));
  if (!packages.length && !dev.length) throw new Error('PackageInstall: name packages or dev');
  return lines;
}
