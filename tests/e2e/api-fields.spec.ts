/**
 * API pages carry their fields (issue 21, section 3), checked on the build output for every
 * operation of openapi/*.yaml: each parameter and request body field the document names, at any
 * depth and in every `oneOf`/`anyOf` variant, is in the page's HTML as it ships (before any
 * JavaScript runs), in its `.md` export's Request section and in the page's search records; the
 * top-level ones in llms-full.txt through the whole Request section; each documented status code
 * heads a section of the `.md` Responses. Expected names come from the documents
 * (tests/support/openapi-operations.ts), never from the page model or the theme.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '../support/test';
import {parseHTML} from 'linkedom';
import {readBuiltRecords} from '../../plugins/page-model/outputs/search-index';
import {builtFilesOfRoute, markdownPathOf} from '../../src/lib/routes';
import {operations, type Operation} from '../support/openapi-operations';
import type {SearchRecord} from '../../src/lib/search/types';

const BUILD = 'build';
const read = (file: string) => readFileSync(join(BUILD, file), 'utf8');

/** Field and parameter names the theme drew in the left (reading) column of the shipped HTML. */
function namesInHtml(route: string): Set<string> {
  const {document} = parseHTML(read(builtFilesOfRoute(route)[0]!));
  const column = document.querySelector('.openapi-left-panel__container');
  return new Set(
    [...(column?.querySelectorAll('.openapi-schema__property') ?? [])].map((name) =>
      (name.textContent ?? '').trim(),
    ),
  );
}

/** The `.md` export from its `## Request` heading to the end, split at `## Responses`. */
function markdownSections(route: string): {request: string; responses: string; tail: string} {
  const markdown = read(markdownPathOf(route));
  const start = markdown.indexOf('\n## Request\n');
  const tail = start === -1 ? '' : markdown.slice(start);
  const split = tail.indexOf('\n## Responses\n');
  return {
    request: split === -1 ? tail : tail.slice(0, split),
    responses: split === -1 ? '' : tail.slice(split),
    tail,
  };
}

/**
 * What the operation page shows as shipped, before JavaScript: the h1, the method badge and path,
 * the status tabs in the document's order and the sidebar link marked current. The crawl checks
 * the same drawn in a browser on the operation pages it visits.
 */
function operationPageProblems(operation: Operation): string[] {
  const {document} = parseHTML(read(builtFilesOfRoute(operation.route)[0]!));
  const problems: string[] = [];
  const text = (selector: string) =>
    [...document.querySelectorAll(selector)].map((element) => (element.textContent ?? '').trim());
  const h1 = text('h1');
  if (h1.length !== 1 || h1[0] !== operation.summary) {
    problems.push(`h1 ${JSON.stringify(h1)}, expected "${operation.summary}"`);
  }
  const badge = text('.openapi__method-endpoint .badge')[0] ?? '';
  if (badge.toLowerCase() !== operation.method.toLowerCase()) {
    problems.push(`method badge "${badge}", expected ${operation.method}`);
  }
  // The theme writes path parameters as `:name` where the document has `{name}`.
  const path = text('.openapi__method-endpoint-path')[0] ?? '';
  const shownPath = operation.path.replace(/\{(\w+)\}/g, ':$1');
  if (!path.endsWith(shownPath)) problems.push(`path "${path}", expected ${shownPath}`);
  const tabs = text('.openapi-tabs__response-code-item');
  if (tabs.join(' ') !== operation.statusCodes.join(' ')) {
    problems.push(`status tabs ${tabs.join(' ')}, expected ${operation.statusCodes.join(' ')}`);
  }
  const current = [
    ...document.querySelectorAll('.theme-doc-sidebar-container a[aria-current="page"]'),
  ].map((link) => `${(link.textContent ?? '').trim()} ${link.getAttribute('href')}`);
  if (current.join() !== `${operation.summary} ${operation.route}`) {
    problems.push(`sidebar marks ${JSON.stringify(current)}, expected this page`);
  }
  return problems;
}

const requestNames = (operation: Operation) => [...operation.parameters, ...operation.bodyFields];
/** Parameters and body fields at any depth. */
const allRequestNames = (operation: Operation) => [
  ...new Set([...operation.parameters, ...operation.nestedBodyFields]),
];

let records: SearchRecord[];
let llmsFull: string;
test.beforeAll(async () => {
  records = await readBuiltRecords(BUILD);
  llmsFull = read('llms-full.txt');
});

test('the documents name request fields, so the checks below check something', () => {
  const named = operations.filter((operation) => requestNames(operation).length > 0);
  expect(named.length).toBeGreaterThan(operations.length / 2);
});

for (const operation of operations) {
  const label = `${operation.method} ${operation.path} (${operation.route})`;

  test(`${label}: its page ships its title, method, path, status tabs and sidebar mark`, () => {
    expect(operationPageProblems(operation)).toEqual([]);
  });

  test(`${label}: its request fields and responses ship in the HTML, .md, llms-full.txt and search`, () => {
    const inHtml = namesInHtml(operation.route);
    expect(
      allRequestNames(operation).filter((name) => !inHtml.has(name)),
      'names missing from the HTML',
    ).toEqual([]);

    const {request, responses, tail} = markdownSections(operation.route);
    expect(request, '.md has a Request section').not.toBe('');
    expect(
      allRequestNames(operation).filter((name) => !request.includes(`\`${name}\``)),
      'names missing from the .md Request section',
    ).toEqual([]);
    expect(
      operation.statusCodes.filter((code) => !responses.includes(`\n### ${code}\n`)),
      'status codes missing from the .md Responses section',
    ).toEqual([]);
    expect(llmsFull, 'llms-full.txt holds the Request and Responses sections').toContain(tail);

    const contents = records
      .filter((record) => new URL(record.url_without_anchor).pathname === operation.route)
      .map((record) => record.content ?? '');
    expect(
      allRequestNames(operation).filter(
        (name) => !contents.some((content) => content.startsWith(`${name} `)),
      ),
      'names without a search record',
    ).toEqual([]);
  });
}
