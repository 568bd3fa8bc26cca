/**
 * Requests match the API: every `curl` command and every `fetch` call of a
 * TypeScript/JavaScript sample whose URL belongs to a documented API uses a
 * method and path of its OpenAPI document, sends the credentials and query
 * parameters the operation needs, and a body its request schema accepts.
 */
import {jsonError} from './check-data';
import {
  loadApiDocuments,
  PLACEHOLDER,
  requestProblems,
  type ApiDocument,
  type Json,
  type RequestToCheck,
} from './openapi';
import {pageCommands, readPage} from './page';
import type {Finding} from './report';
import {readCurl} from './shell';
import {fetchRequests, JsonText, parseSample, UNKNOWN, type Value} from './ts-eval';

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mjs']);

function placeholderPointers(value: Json, at = '', found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && PLACEHOLDER.test(value)) found.add(at);
  else if (Array.isArray(value))
    value.forEach((item, index) => placeholderPointers(item, `${at}/${index}`, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value))
      placeholderPointers(child, `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, found);
  return found;
}

/** A sample's body as JSON: unknown values become placeholders whose pointers are returned. */
export function toJson(
  value: Value,
  pointer = '',
  unknown = new Set<string>(),
): {json: Json; unknown: Set<string>} {
  const convert = (node: Value, at: string): Json | undefined => {
    if (node === UNKNOWN || node instanceof JsonText) {
      unknown.add(at);
      return '(known at run time)';
    }
    if (node === undefined) return undefined;
    if (Array.isArray(node))
      return node.map((item, index) => convert(item, `${at}/${index}`) ?? null);
    if (typeof node === 'object' && node !== null) {
      const result: {[key: string]: Json} = {};
      for (const [key, child] of Object.entries(node)) {
        const converted = convert(
          child,
          `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
        );
        if (converted !== undefined) result[key] = converted;
      }
      return result;
    }
    return node;
  };
  return {json: convert(value, pointer) ?? null, unknown};
}

export function checkRequests(
  paths: readonly string[],
  documents: readonly ApiDocument[] = loadApiDocuments(),
): {findings: Finding[]; checked: number} {
  const findings: Finding[] = [];
  let checked = 0;
  const judge = (file: string, line: number, request: RequestToCheck) => {
    const result = requestProblems(request, documents);
    if (!result) return;
    checked++;
    for (const problem of result.problems)
      findings.push({file, line, check: 'requests', message: problem});
  };
  for (const path of paths) {
    const page = readPage(path);
    for (const {block, command, env} of pageCommands(page)) {
      const curl = readCurl(command, env);
      if (!curl) continue;
      let body: Json | undefined;
      let bodyUnknown = Boolean(curl.bodyFromFile);
      if (curl.body) {
        // A body that does not parse is the data check's finding; here only its route is judged.
        if (jsonError(curl.body.text)) bodyUnknown = true;
        else body = JSON.parse(curl.body.text) as Json;
      }
      judge(path, block.fenceLine + 1 + curl.line, {
        method: curl.method,
        url: curl.url,
        headers: new Set(curl.headers.keys()),
        body,
        bodyUnknown,
        placeholderPointers: body === undefined ? undefined : placeholderPointers(body),
        excerpt: block.fragment,
      });
    }
    for (const block of page.blocks) {
      if (!SCRIPT_LANGS.has(block.lang) || !block.code.includes('fetch(')) continue;
      for (const request of fetchRequests(parseSample(block.code))) {
        const converted = request.body === undefined ? undefined : toJson(request.body);
        judge(path, block.fenceLine + 1 + request.line, {
          method: request.method,
          url: request.url,
          headers: request.headers && new Set(request.headers),
          body: converted?.json,
          bodyUnknown: request.body === UNKNOWN,
          unknownPointers: converted?.unknown,
          placeholderPointers: converted && placeholderPointers(converted.json),
          excerpt: block.fragment,
        });
      }
    }
  }
  return {findings, checked};
}
