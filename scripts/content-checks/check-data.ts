/**
 * Data blocks parse: every `yaml`, `json`, `jsonc` and `toml` block, every JSON
 * body a shell sample sends (`-d '…'`, `--data`, `--json`, heredocs), and every
 * compose file, whether a block or a string a request carries (the nilCC
 * `dockerCompose` field, in JSON bodies and in TypeScript samples). Compose
 * files must also pass the rules of the nilCC Limitations page.
 */
import {parse as parseJsonc, printParseErrorCode, type ParseError} from 'jsonc-parser';
import {parse as parseToml, TomlError} from 'smol-toml';
import type {CodeBlock} from './code-blocks';
import {composeProblems, parseYaml} from './compose-rules';
import {blockOffsetLine, pageCommands, readPage, type Page} from './page';
import type {Finding} from './report';
import {readCurl} from './shell';
import {HOLE, parseSample, propertyValues, type Value} from './ts-eval';

const YAML_LANGS = new Set(['yaml', 'yml']);
const JSON_LANGS = new Set(['json']);
const JSONC_LANGS = new Set(['jsonc', 'json5']);
const TOML_LANGS = new Set(['toml']);
const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs']);
const COMPOSE_TITLE = /(^|\/)(docker-)?compose(\.[\w-]+)?\.ya?ml$/;
/** The request field that carries a nilCC workload's compose file. */
const COMPOSE_FIELD = 'dockerCompose';

/** A JSON syntax error: message and offset in the text. */
export function jsonError(
  text: string,
  comments = false,
): {message: string; offset: number} | null {
  const errors: ParseError[] = [];
  parseJsonc(text, errors, {disallowComments: !comments, allowTrailingComma: comments});
  if (errors.length > 0) {
    // `PropertyNameExpected` → `property name expected`.
    const code = printParseErrorCode(errors[0].error);
    const message = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return {message, offset: errors[0].offset};
  }
  if (comments) return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return {message: (error as Error).message, offset: 0};
  }
}

export function checkData(paths: readonly string[]): {findings: Finding[]; checked: number} {
  const findings: Finding[] = [];
  let checked = 0;
  for (const path of paths) {
    const page = readPage(path);
    const report = (line: number, message: string) =>
      findings.push({file: path, line, check: 'data', message});
    for (const block of page.blocks) {
      if (block.fragment) continue;
      if (YAML_LANGS.has(block.lang)) {
        checked++;
        checkYamlBlock(block, report);
      } else if (JSON_LANGS.has(block.lang) || JSONC_LANGS.has(block.lang)) {
        checked++;
        const error = jsonError(block.code, JSONC_LANGS.has(block.lang));
        if (error)
          report(
            blockOffsetLine(block, block.code, error.offset),
            `${block.lang} block does not parse: ${error.message}`,
          );
        else
          composeFields(
            JSON.parse(stripComments(block.code, block.lang)),
            block.code,
            (offset) => blockOffsetLine(block, block.code, offset),
            report,
          );
      } else if (TOML_LANGS.has(block.lang)) {
        checked++;
        try {
          parseToml(block.code);
        } catch (error) {
          const line = error instanceof TomlError ? error.line : 1;
          report(
            block.fenceLine + line,
            `toml block does not parse: ${firstLine((error as Error).message)}`,
          );
        }
      } else if (SCRIPT_LANGS.has(block.lang)) {
        checked += checkScriptComposeFields(block, report);
      }
    }
    checked += checkShellBodies(page, report);
  }
  return {findings, checked};
}

type Report = (line: number, message: string) => void;

function firstLine(message: string): string {
  return message.split('\n')[0].trim();
}

function stripComments(code: string, lang: string): string {
  return JSONC_LANGS.has(lang)
    ? JSON.stringify(parseJsonc(code, [], {allowTrailingComma: true}))
    : code;
}

function checkYamlBlock(block: CodeBlock, report: Report): void {
  const parsed = parseYaml(block.code);
  if (!parsed.doc) {
    report(block.fenceLine + parsed.problem!.line, `yaml block: ${parsed.problem!.message}`);
    return;
  }
  const value = parsed.doc.toJS() as unknown;
  const isCompose =
    COMPOSE_TITLE.test(block.title ?? '') ||
    (typeof value === 'object' && value !== null && 'services' in value);
  if (!isCompose) return;
  for (const problem of composeProblems(block.code))
    report(block.fenceLine + problem.line, `compose file: ${problem.message}`);
}

/**
 * Every `dockerCompose` string in a parsed JSON value: parsed as YAML and held
 * to the compose rules, with the request's `publicContainerName`. A finding is
 * reported at the line of the text that holds the field.
 */
function composeFields(
  value: unknown,
  text: string,
  lineOf: (offset: number) => number,
  report: Report,
): number {
  let found = 0;
  let searchFrom = 0;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const object = node as Record<string, unknown>;
      const compose = object[COMPOSE_FIELD];
      if (typeof compose === 'string') {
        found++;
        const at = text.indexOf(`"${COMPOSE_FIELD}"`, searchFrom);
        if (at >= 0) searchFrom = at + 1;
        const line = lineOf(Math.max(at, 0));
        const publicContainerName =
          typeof object.publicContainerName === 'string' ? object.publicContainerName : undefined;
        for (const problem of composeProblems(compose, {publicContainerName}))
          report(line, `${COMPOSE_FIELD} (its line ${problem.line}): ${problem.message}`);
      }
      Object.values(object).forEach(visit);
    }
  };
  visit(value);
  return found;
}

function checkShellBodies(page: Page, report: Report): number {
  let checked = 0;
  for (const {block, command, env} of pageCommands(page)) {
    const request = readCurl(command, env);
    if (!request?.body) continue;
    const {text, offsetOf} = request.body;
    const contentType = request.headers.get('content-type') ?? '';
    if (!contentType.includes('json') && !/^\s*[[{]/.test(text)) continue;
    checked++;
    const error = jsonError(text);
    if (error) {
      report(
        blockOffsetLine(block, block.code, offsetOf(error.offset)),
        `JSON body of this curl request does not parse: ${error.message}`,
      );
      continue;
    }
    checked += composeFields(
      JSON.parse(text),
      text,
      (offset) => blockOffsetLine(block, block.code, offsetOf(offset)),
      report,
    );
  }
  return checked;
}

function checkScriptComposeFields(block: CodeBlock, report: Report): number {
  if (!block.code.includes(COMPOSE_FIELD)) return 0;
  let checked = 0;
  for (const {value, siblings, lineOfTextLine} of propertyValues(
    parseSample(block.code),
    COMPOSE_FIELD,
  )) {
    if (typeof value !== 'string' || value.includes(HOLE)) continue;
    checked++;
    const name: Value = siblings.publicContainerName;
    const publicContainerName = typeof name === 'string' ? name : undefined;
    for (const problem of composeProblems(value, {publicContainerName}))
      report(
        block.fenceLine + 1 + lineOfTextLine(problem.line),
        `${COMPOSE_FIELD} (its line ${problem.line}): ${problem.message}`,
      );
  }
  return checked;
}
