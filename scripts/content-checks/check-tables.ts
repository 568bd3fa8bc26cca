/**
 * Tables agree with the OpenAPI documents: a table with a "Default" column whose first column
 * names request fields (inline code) is read as a statement about the request schema of an API
 * reference document that has at least two of those fields (the one with the most). For each of
 * its fields:
 * - the schema gives no default (or `null`): the cell must say so ("none", "null", "not set",
 *   "no default", "—"), because a value there is one the server never applies;
 * - the schema gives a default: the cell must show it;
 * - the cell gives a range (two or more numbers) and the schema has bounds: both bounds must be
 *   among them.
 * The nilAI usage page once listed temperature 0.2, top_p 0.95 and max_tokens 2048 as defaults
 * that no nilAI release sets (issue 35, Part A #5 of the 2026 brief).
 */
import {readDereferencedDocument} from '../../openapi/documents';
import {openApiSpecs} from '../../config/api-reference';
import {readPage} from './page';
import type {Finding} from './report';
import {markdownTables} from './tables';

type Schema = {
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
};

export interface RequestSchema {
  /** `document#SchemaName`, for messages. */
  name: string;
  properties: Record<string, Schema>;
}

interface OpenApiDocument {
  components?: {schemas?: Record<string, Schema>};
}

/** Every named schema with properties of the API reference's documents. */
export function requestSchemas(
  specPaths: readonly string[] = Object.values(openApiSpecs).map((spec) => spec.specPath),
): RequestSchema[] {
  return specPaths.flatMap((path) => {
    const document = readDereferencedDocument(path) as OpenApiDocument;
    return Object.entries(document.components?.schemas ?? {})
      .filter(([, schema]) => schema.properties)
      .map(([name, schema]) => ({name: `${path}#${name}`, properties: schema.properties!}));
  });
}

/** A property's default and bounds, looking inside `anyOf`/`oneOf`/`allOf` branches. */
export function fieldFacts(schema: Schema): {
  default?: unknown;
  minimum?: number;
  maximum?: number;
} {
  const branches = [
    schema,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  const facts: {default?: unknown; minimum?: number; maximum?: number} = {};
  for (const branch of branches) {
    if ('default' in branch && !('default' in facts)) facts.default = branch.default;
    facts.minimum ??= branch.minimum;
    facts.maximum ??= branch.maximum;
  }
  return facts;
}

const NO_DEFAULT = /\b(none|null|not set|no default|unset)\b|—|^\s*-\s*$/i;

/** Numbers a cell states, with thousands separators (`100 000`, `100,000`) read as one number. */
export function numbersIn(cell: string): number[] {
  return Array.from(cell.matchAll(/\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+(?!\d)|\d+(?:\.\d+)?/g), (m) =>
    Number(m[0].replace(/[ ,\u00a0\u202f]/g, '')),
  );
}

const fieldOf = (cell: string) => /^`([A-Za-z_][\w]*)`$/.exec(cell)?.[1];

export function checkTables(
  paths: readonly string[],
  schemas: readonly RequestSchema[] = requestSchemas(),
): {findings: Finding[]; checked: number} {
  const findings: Finding[] = [];
  let checked = 0;
  for (const path of paths) {
    let pageChecked = false;
    for (const table of markdownTables(readPage(path).source)) {
      const column = table.header.findIndex((cell) => /default/i.test(cell));
      if (column <= 0) continue;
      const fields = table.rows.flatMap((row) => fieldOf(row.cells[0] ?? '') ?? []);
      const best = schemas
        .map((schema) => ({schema, hits: fields.filter((field) => field in schema.properties)}))
        .sort((a, b) => b.hits.length - a.hits.length)[0];
      if (!best || best.hits.length < 2) continue;
      pageChecked = true;
      for (const row of table.rows) {
        const field = fieldOf(row.cells[0] ?? '');
        if (!field || !(field in best.schema.properties)) continue;
        const cell = row.cells[column] ?? '';
        const facts = fieldFacts(best.schema.properties[field]!);
        const report = (message: string) =>
          findings.push({file: path, line: row.line, check: 'tables', message});
        const stated = facts.default === undefined || facts.default === null;
        if (stated && !NO_DEFAULT.test(cell))
          report(
            `\`${field}\`: "${cell}" gives a default, but ${best.schema.name} sets none: the server applies no value when the field is left out. Say "None".`,
          );
        if (!stated && !cell.includes(JSON.stringify(facts.default)))
          report(
            `\`${field}\`: "${cell}" does not show the default ${JSON.stringify(facts.default)} of ${best.schema.name}.`,
          );
        const numbers = numbersIn(cell);
        const bounds = [facts.minimum, facts.maximum].filter((n): n is number => n !== undefined);
        if (numbers.length >= 2 && bounds.some((bound) => !numbers.includes(bound)))
          report(
            `\`${field}\`: "${cell}" states a range, but ${best.schema.name} allows ${facts.minimum ?? '−∞'} to ${facts.maximum ?? '∞'}.`,
          );
      }
    }
    if (pageChecked) checked += 1;
  }
  return {findings, checked};
}
