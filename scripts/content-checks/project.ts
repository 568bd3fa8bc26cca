/**
 * The project a page tells its reader to make: the npm steps it gives (init,
 * `npm pkg set`, installs, a scaffold), the package.json `type` they leave, and
 * the tsconfig the page shows (or the scaffold's, or what tsx does without one).
 * The TypeScript, run and install checks all read the page through this.
 */
import ts from 'typescript';
import {contentChecks} from '../../config/content-checks';
import {readInstall} from './install-commands';
import {blockLine, pageCommands, type Page} from './page';

export interface RecipeStep {
  kind: 'init' | 'pkg-set' | 'install' | 'remove' | 'scaffold';
  /** The command as the page gives it. */
  text: string;
  /** Arguments after the verb (`pkg set a=b c=d` → `a=b c=d`). */
  args: string[];
  tool: string;
  /** 1-based page line. */
  line: number;
}

export interface PythonStep {
  kind: 'venv' | 'install';
  text: string;
  args: string[];
  line: number;
}

export interface PageProject {
  /** The npm steps, in page order. Empty when the page gives none. */
  steps: RecipeStep[];
  pythonSteps: PythonStep[];
  /** The scaffold tool the project starts from (`create-next-app`), if any. */
  scaffold?: string;
  moduleType: 'module' | 'commonjs';
  /** Where the module type comes from, for messages. */
  moduleTypeSource: string;
  /** tsconfig `compilerOptions` the samples are checked with. */
  compilerOptions: Readonly<Record<string, unknown>>;
  /** Where they come from, for messages. */
  tsconfigSource: string;
  /** True when the page shows no tsconfig and has no scaffold: samples are run with tsx. */
  tsxDefault: boolean;
}

const scaffoldProjects: Readonly<Record<string, Readonly<Record<string, unknown>>>> =
  contentChecks.sampleProjects.scaffolds;

const SCAFFOLDS = /\b(create-next-app|create-react-app|create-vite)\b/;

function step(
  kind: RecipeStep['kind'],
  words: string[],
  argsFrom: number,
  line: number,
): RecipeStep {
  return {kind, text: words.join(' '), args: words.slice(argsFrom), tool: words[0], line};
}

/** The page's project. */
export function pageProject(page: Page): PageProject {
  const steps: RecipeStep[] = [];
  const pythonSteps: PythonStep[] = [];
  let scaffold: string | undefined;
  for (const {block, command} of pageCommands(page)) {
    const words = command.words.map((word) => word.raw);
    const line = blockLine(block, command.line);
    const [tool, verb] = words;
    const scaffoldName = words.slice(0, 3).join(' ').match(SCAFFOLDS)?.[1];
    if ((tool === 'npx' || tool === 'npm' || tool === 'pnpm') && scaffoldName) {
      scaffold = scaffoldName;
      steps.push(step('scaffold', words, 1, line));
    } else if (tool === 'npm' && verb === 'init') steps.push(step('init', words, 2, line));
    else if (tool === 'npm' && verb === 'pkg' && words[2] === 'set')
      steps.push(step('pkg-set', words, 3, line));
    else if (tool === 'rm' && steps.length > 0) steps.push(step('remove', words, 1, line));
    else if (/^python3?$/.test(tool ?? '') && verb === '-m' && words[2] === 'venv')
      pythonSteps.push({kind: 'venv', text: words.join(' '), args: words.slice(3), line});
    else {
      const install = readInstall(command, line);
      if (!install) continue;
      if (install.ecosystem === 'pip') {
        pythonSteps.push({
          kind: 'install',
          text: install.text,
          args: words.slice(words.indexOf('install') + 1),
          line,
        });
        continue;
      }
      // A bare `npm install` on a page with no steps yet installs a cloned project, not a recipe.
      if (install.packages.length === 0 && steps.length === 0) continue;
      steps.push(step('install', words, 2, line));
    }
  }

  let moduleType: PageProject['moduleType'] = 'commonjs';
  let moduleTypeSource = 'no step of the page sets "type", so Node reads .ts/.js files as CommonJS';
  const packageBlock = page.blocks.find(
    (block) =>
      ['json', 'jsonc'].includes(block.lang) && /(^|\/)package\.json$/.test(block.title ?? ''),
  );
  if (packageBlock) {
    const parsed = ts.parseConfigFileTextToJson('package.json', packageBlock.code).config as
      {type?: string} | undefined;
    if (parsed?.type === 'module' || parsed?.type === 'commonjs') {
      moduleType = parsed.type;
      moduleTypeSource = `package.json at line ${packageBlock.fenceLine} sets "type": "${parsed.type}"`;
    }
  }
  for (const recipeStep of steps)
    if (recipeStep.kind === 'pkg-set')
      for (const arg of recipeStep.args) {
        const match = /^type=(module|commonjs)$/.exec(arg);
        if (match) {
          moduleType = match[1] as PageProject['moduleType'];
          moduleTypeSource = `\`npm pkg set type=${match[1]}\` at line ${recipeStep.line}`;
        }
      }

  const tsconfigBlock = page.blocks.find(
    (block) =>
      ['json', 'jsonc'].includes(block.lang) && /(^|\/)tsconfig\.json$/.test(block.title ?? ''),
  );
  let compilerOptions: Readonly<Record<string, unknown>>;
  let tsconfigSource: string;
  if (tsconfigBlock) {
    const parsed = ts.parseConfigFileTextToJson('tsconfig.json', tsconfigBlock.code).config as
      {compilerOptions?: Record<string, unknown>} | undefined;
    compilerOptions = {...parsed?.compilerOptions};
    tsconfigSource = `the page's tsconfig.json (line ${tsconfigBlock.fenceLine})`;
  } else if (scaffold && scaffoldProjects[scaffold]) {
    compilerOptions = scaffoldProjects[scaffold];
    tsconfigSource = `${scaffold}'s tsconfig.json`;
  } else {
    compilerOptions = contentChecks.sampleProjects.default;
    tsconfigSource = 'no tsconfig (run with tsx)';
  }
  return {
    steps,
    pythonSteps,
    scaffold,
    moduleType,
    moduleTypeSource,
    compilerOptions,
    tsconfigSource,
    tsxDefault: !tsconfigBlock && !scaffold,
  };
}
