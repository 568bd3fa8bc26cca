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
