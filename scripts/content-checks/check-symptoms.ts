/**
 * Troubleshooting symptoms belong to the page's own SDK generation: an error message a
 * Troubleshooting table quotes as a symptom (first column, in backticks or quotes, three words or
 * more), on a page whose samples use its docs version's packages, that the packages of another
 * docs version print but neither the page's samples, its own version's packages nor Node.js can
 * print, is a symptom carried over from the other generation. "No key but 1 %allot(s) detected in
 * data" on a SecretVaults 3 page sends a reader chasing an error they will never see, while
 * SecretVaults 3 sends the plaintext instead (issue 35, Part A #22 of the 2026 brief). Messages
 * from other tools (bundlers, browsers, Python) are left alone: no installed package holds them.
 *
 * In a quoted message, `…`, `...`, `<placeholder>`, a lone `N` and runs of digits stand for any
 * text: `No key but N %allot(s)` matches the SDK's `No key but ${count} %allot(s)`.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {readPage, type Page} from './page';
import type {Finding} from './report';
import {runtimeImports} from './sample-imports';
import {markdownTables} from './tables';
import {DOCS_VERSIONS, versionOfSourcePage} from '../../config/versions';
import {
  ensureInstalled,
  sampleProject,
  sampleProjectOf,
  type SampleProject,
} from './sample-project';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'mjs', 'javascript']);
const PACKAGE_CODE = /\.(c|m)?js$/;
/** Shortest literal piece of a message worth looking for; shorter ones match anything. */
const MIN_PIECE = 4;

/** A message the page quotes as a symptom, with its 1-based line. */
export interface QuotedSymptom {
  message: string;
  line: number;
}

/** The first column of every table under a heading that names troubleshooting. */
export function troubleshootingSymptoms(source: string): QuotedSymptom[] {
  return markdownTables(source)
    .filter((table) => table.headings.some((heading) => /troubleshoot/i.test(heading)))
    .flatMap((table) => table.rows)
    .flatMap(({cells, line}) =>
      Array.from((cells[0] ?? '').matchAll(/`([^`]+)`|"([^"]+)"|“([^”]+)”/g), (match) => ({
        message: (match[1] ?? match[2] ?? match[3]).trim(),
        line,
      })).filter(({message}) => message.split(/\s+/).length >= 3),
    );
}

/** The literal pieces of a quoted message, around the parts that stand for any text. */
export function messagePieces(message: string): string[] {
  return message
    .split(/…|\.{3}|<[^>]+>|\bN\b|\d+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= MIN_PIECE);
}

/** Whether one text holds every piece, in order. */
export function holdsMessage(text: string, pieces: readonly string[]): boolean {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    if (at === -1) return false;
    from = at + piece.length;
  }
  return true;
}

/** A package's own code files, without the packages nested in its node_modules. */
function* packageFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* packageFiles(path);
    else if (entry.isFile() && PACKAGE_CODE.test(entry.name)) yield path;
  }
}

/** Where Node finds package `name` for code in `from`: the nearest node_modules up to `root`. */
function resolvePackage(name: string, from: string, root: string): string | undefined {
  for (let dir = from; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

/**
 * What a reader's program can print: the code of the packages the page imports and of everything
 * they load in turn, as Node resolves them (a package nested under another is that one's only),
 * and Node.js itself.
 */
export interface SymptomSources {
  /** Where the packages come from, for messages (the sample project's folder). */
  label: string;
  /** Package names the project installs directly: a page in scope imports one. */
  packages: ReadonlySet<string>;
  /** The texts a program importing `imports` can print. */
  texts: (imports: readonly string[]) => Iterable<string>;
}

const sourcesCache = new Map<string, SymptomSources>();
let nodeExecutable: string | undefined;
/** Node's own messages ("Cannot find module …") are compiled into its executable. */
const nodeText = () => (nodeExecutable ??= readFileSync(process.execPath, 'latin1'));
const fileTexts = new Map<string, string[]>();

function packageTexts(dir: string): string[] {
  let texts = fileTexts.get(dir);
  if (!texts) {
    texts = Array.from(packageFiles(dir), (file) => readFileSync(file, 'utf8'));
    fileTexts.set(dir, texts);
  }
  return texts;
}

export function projectSources(project: SampleProject): SymptomSources {
  const cached = sourcesCache.get(project.dir);
  if (cached) return cached;
  ensureInstalled(project);
  const manifest = JSON.parse(readFileSync(project.packageJson, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const sources: SymptomSources = {
    label: project.version.sampleProject,
    packages: new Set(Object.keys(manifest.dependencies ?? {})),
    *texts(imports) {
      const seen = new Set<string>();
      const queue = imports.flatMap((name) => resolvePackage(name, project.dir, project.dir) ?? []);
      while (queue.length > 0) {
        const dir = queue.pop()!;
        if (seen.has(dir)) continue;
        seen.add(dir);
        yield* packageTexts(dir);
        const {dependencies = {}, peerDependencies = {}} = JSON.parse(
          readFileSync(join(dir, 'package.json'), 'utf8'),
        ) as {dependencies?: Record<string, string>; peerDependencies?: Record<string, string>};
        for (const name of Object.keys({...dependencies, ...peerDependencies})) {
          const found = resolvePackage(name, dir, project.dir);
          if (found) queue.push(found);
        }
      }
      yield nodeText();
    },
  };
  sourcesCache.set(project.dir, sources);
  return sources;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

export interface SymptomSourcesOf {
  /** The page's own docs version's sources. */
  own: (path: string) => SymptomSources;
  /** Every other docs version's sources. */
  others: (path: string) => SymptomSources[];
}

const versionSources: SymptomSourcesOf = {
  own: (path) => projectSources(sampleProjectOf(path)),
  others: (path) => {
    const own = versionOfSourcePage(path);
    return DOCS_VERSIONS.filter((version) => version !== own).map((version) =>
      projectSources(sampleProject(version)),
    );
  },
};

export function checkSymptoms(
  paths: readonly string[],
  sourcesOf: SymptomSourcesOf = versionSources,
): {findings: Finding[]; checked: number} {
  const findings: Finding[] = [];
  let checked = 0;
  for (const path of paths) {
    const page: Page = readPage(path);
    const symptoms = troubleshootingSymptoms(page.source);
    if (symptoms.length === 0) continue;
    const samples = page.blocks.filter((block) => SCRIPT_LANGS.has(block.lang));
    const own = sourcesOf.own(path);
    const imports = [
      ...new Set(samples.flatMap((block) => runtimeImports(block.code).map(packageOf))),
    ].filter((name) => own.packages.has(name));
    if (imports.length === 0) continue;
    checked += 1;
    const ownCode = page.blocks.map((block) => block.code);
    const holds = (sources: SymptomSources, pieces: string[]) => {
      for (const text of sources.texts(imports)) if (holdsMessage(text, pieces)) return true;
      return false;
    };
    for (const {message, line} of symptoms) {
      const pieces = messagePieces(message);
      if (pieces.length === 0) continue;
      if (ownCode.some((code) => holdsMessage(code, pieces)) || holds(own, pieces)) continue;
      const other = sourcesOf.others(path).find((sources) => holds(sources, pieces));
      if (other)
        findings.push({
          file: path,
          line,
          check: 'symptoms',
          message: `Troubleshooting quotes "${message}": the packages of ${other.label} print it, but neither this page's samples, the packages of ${own.label} nor Node.js can. Quote the message this release gives for the problem, or drop the row.`,
        });
    }
  }
  return {findings, checked};
}
