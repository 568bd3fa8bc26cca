/**
 * What the server's HTML of an API operation page must hold (issue 38), checked on every built
 * operation page without a browser (tests/e2e/built-pages.spec.ts). Expected values come from the
 * OpenAPI documents (tests/support/openapi-operations.ts), never from the page generator:
 * - the right column reads as a request sample and a response example before any script runs: a
 *   curl call with the operation's method and path, and its first success status with the first
 *   field of the document's example for it;
 * - a field that is a scalar or null reads as that scalar with a NULLABLE badge, never `object`;
 * - no field's type slot repeats the field's name (a title such as `id Id`).
 */
import type {CannedResponse, Operation} from './openapi-operations';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/** The text of an HTML fragment: tags dropped, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
      return ENTITIES[entity] ?? whole;
    });
}

/** The right column: from its opening tag (the theme's class) to the end of the page's article. */
function rightColumnHtml(html: string): string | undefined {
  const start = html.search(/<div class="?[^">]*\bopenapi-right-panel__container\b/);
  if (start < 0) return undefined;
  const end = html.indexOf('</article>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

export interface SchemaRow {
  name: string;
  type: string;
  nullable: boolean;
}

/** Every field row of the page's schemas: name, the type it shows, and its NULLABLE badge. */
export function schemaRows(html: string): SchemaRow[] {
  const rows = html.matchAll(
    /<strong class="?openapi-schema__property[^>]*>([^<]*)<\/strong>\s*<span class="?openapi-schema__name"?>((?:(?!<\/span>)[\s\S])*)<\/span>((?:(?!<\/summary>|<div)[\s\S])*)/g,
  );
  return [...rows].map(([, name, type, badges]) => ({
    name: textOf(name!).trim(),
    type: textOf(type!).trim(),
    nullable: /\bopenapi-schema__nullable\b/.test(badges!),
  }));
}

const spoken = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The first field name of a JSON object body, as its example shows it. */
function firstJsonField(response: CannedResponse): string | undefined {
  if (!response.body || !response.contentType?.includes('json')) return undefined;
  try {
    const body = JSON.parse(response.body) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body)
      ? Object.keys(body)[0]
      : undefined;
  } catch {
    return undefined;
  }
}

export function apiOperationPageProblems(html: string, op: Operation): string[] {
  const problems: string[] = [];
  const column = rightColumnHtml(html);
  const text = column === undefined ? '' : textOf(column);
  if (column === undefined) problems.push(`${op.route}: no right column`);
  const staticPath = op.path.split('{')[0]!;
  const escaped = staticPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!new RegExp(`curl\\b[^\\n]*\\b${op.method}\\b[^\\n]*${escaped}`).test(text)) {
    problems.push(
      `${op.route}: no curl ${op.method} …${staticPath} request sample in the right column`,
    );
  }
  const status = op.statusCodes.find((code) => /^2\d\d$/.test(code)) ?? op.statusCodes[0];
  if (status !== undefined) {
    if (!new RegExp(`Response ${status}\\b`).test(text)) {
      problems.push(`${op.route}: no ${status} response example in the right column`);
    }
    const field = firstJsonField(op.response(status));
    if (field !== undefined && !text.includes(`"${field}":`)) {
      problems.push(`${op.route}: the ${status} response example lacks the document's "${field}"`);
    }
  }

  const rows = schemaRows(html);
  for (const {name, type} of op.nullableScalarFields) {
    const shown = rows.filter((row) => row.name === name);
    if (!shown.some((row) => row.type === type && row.nullable)) {
      const as = shown.map((row) => `${row.type}${row.nullable ? ' nullable' : ''}`).join(', ');
      problems.push(
        `${op.route}: field ${name} should read "${type}, nullable", reads: ${as || 'absent'}`,
      );
    }
  }
  for (const row of rows) {
    if (row.name && spoken(row.type) === spoken(row.name)) {
      problems.push(
        `${op.route}: field ${row.name} shows its name again as its type ("${row.type}")`,
      );
    }
  }
  return problems;
}
