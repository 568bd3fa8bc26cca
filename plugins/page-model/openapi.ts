/**
 * An API operation's reading content as page-model blocks, from its OpenAPI operation: the
 * parameters, the request body fields (type, required mark, description, nested fields) and each
 * response code with its description, headers and body fields. The `.md` export, llms-full.txt
 * and the search records of an operation page take its request and responses from here, not from
 * the page's HTML, so they follow the OpenAPI document whatever the theme draws.
 *
 * The operation is the one docusaurus-plugin-openapi-docs wrote into the page's front matter
 * (`api`, references resolved), so the page and its exports describe the same thing. Pure: runs
 * in Node and the browser (no Node imports).
 */
import {readableSchema} from '../../src/lib/api-schema/readable';
import {cleanText, type Block, type Inline, type ListItem} from '../../src/lib/page-model/model';

/** The JSON Schema keywords read here (OpenAPI 3.0 and 3.1). */
export interface Schema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  readOnly?: boolean;
  writeOnly?: boolean;
}

interface MediaType {
  schema?: Schema;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Header {
  description?: string;
  required?: boolean;
  schema?: Schema;
}

export interface ApiOperation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: {description?: string; required?: boolean; content?: Record<string, MediaType>};
  responses?: Record<
    string,
    {description?: string; headers?: Record<string, Header>; content?: Record<string, MediaType>}
  >;
}

/** Nested fields deeper than this are left to the page (a guard against runaway schemas). */
const MAX_DEPTH = 8;

const PARAMETER_PLACES = ['path', 'query', 'header', 'cookie'] as const;

const text = (value: string): Inline => ({type: 'text', text: value});
const code = (value: string): Inline => ({type: 'code', text: value});
const heading = (level: 2 | 3 | 4, title: string, id: string | null = null): Block => ({
  type: 'heading',
  level,
  id,
  text: title,
  content: [text(title)],
});
const paragraph = (content: Inline[]): Block => ({type: 'paragraph', content});

/** Markdown descriptions as one line of text, their code spans kept as code. */
export function descriptionInlines(description: string | undefined): Inline[] {
  return cleanText(description ?? '')
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2
        ? code(part.slice(1, -1))
        : text(part),
    );
}

/** A schema with its `allOf` parts merged into one (properties, required, type). */
function merged(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const {allOf, ...own} = schema;
  return [own, ...allOf.map(merged)].reduce<Schema>(
    (all, part) => ({
      ...part,
      ...all,
      properties: {...part.properties, ...all.properties},
      // Stryker disable next-line ArrayDeclaration: a required name no property has changes nothing
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    {},
  );
}

/** A schema's type as a reader would say it: `string (uuid)`, `array of object`, `integer, nullable`. */
export function typeLabel(input: Schema | undefined): string {
  if (!input) return 'any';
  const schema = merged(readableSchema(input));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) =>
    type === 'array' ? `array of ${typeLabel(schema.items)}` : type,
  );
  if (!named.length) {
    if (schema.properties || schema.additionalProperties) named.push('object');
    else if (schema.oneOf || schema.anyOf) named.push('one of');
    else if (schema.items) named.push(`array of ${typeLabel(schema.items)}`);
    else named.push('any');
  }
  const label = named.join(' | ');
  const formatted = schema.format ? `${label} (${schema.format})` : label;
  // As the reference page says it: the type, then whether null is allowed too.
  return schema.nullable ? `${formatted}, nullable` : formatted;
}

const literal = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** The line of one field: `name` type, required: description. One of: `a`, `b`. */
function fieldLine(
  name: string | null,
  schema: Schema | undefined,
  required: boolean,
  description?: string,
): Inline[] {
  const line: Inline[] = [];
  if (name !== null) line.push(code(name), text(' '));
  line.push(text(`${typeLabel(schema)}${required ? ', required' : ''}`));
  const said = cleanText(description ?? schema?.description ?? '');
  const about = descriptionInlines(said);
  if (about.length) line.push(text(': '), ...about);
  const values = schema?.enum ?? (schema?.const !== undefined ? [schema.const] : undefined);
  if (values?.length) {
    const ended = /[.!?]$/.test(said);
    line.push(text(about.length ? `${ended ? '' : '.'} One of: ` : ': one of '));
    values.forEach((value, index) => {
      if (index > 0) line.push(text(', '));
      line.push(code(literal(value)));
    });
  }
  return line;
}

type Direction = 'request' | 'response';

/** Whether a property belongs on this side (readOnly only in responses, writeOnly only in requests). */
const shown = (schema: Schema, direction: Direction): boolean =>
  direction === 'request' ? !schema.readOnly : !schema.writeOnly;

/** The fields inside a schema (properties, map values, array items, variants), as list items. */
function childItems(input: Schema | undefined, direction: Direction, depth: number): ListItem[] {
  if (!input || depth > MAX_DEPTH) return [];
  const schema = merged(readableSchema(input));
  const items: ListItem[] = [];
  // Stryker disable next-line ArrayDeclaration: a required name no property has changes nothing
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!shown(property, direction)) continue;
    items.push(fieldItem(name, property, required.has(name), direction, depth));
  }
  if (typeof schema.additionalProperties === 'object') {
    items.push(fieldItem('{key}', schema.additionalProperties, false, direction, depth));
  }
  const variants = schema.oneOf ?? schema.anyOf ?? [];
  variants.forEach((variant, index) => {
    const label = `Option ${index + 1}${variant.title ? ` (${variant.title})` : ''}: `;
    items.push({
      spread: false,
      blocks: [
        paragraph([text(label), ...fieldLine(null, variant, false)]),
        ...listOf(childItems(variant, direction, depth + 1)),
      ],
    });
  });
  const hasOwnFields = schema.properties || schema.additionalProperties || variants.length;
  if (!hasOwnFields && schema.items) return childItems(schema.items, direction, depth);
  return items;
}

function fieldItem(
  name: string,
  schema: Schema,
  required: boolean,
  direction: Direction,
  depth: number,
): ListItem {
  return {
    spread: false,
    blocks: [
      paragraph(fieldLine(name, schema, required)),
      ...listOf(childItems(schema, direction, depth + 1)),
    ],
  };
}

const listOf = (items: ListItem[]): Block[] =>
  items.length ? [{type: 'list', ordered: false, start: 1, items}] : [];

/** A body (request or response): its media type, its type and its fields. */
function bodyBlocks(content: Record<string, MediaType> | undefined, direction: Direction): Block[] {
  return Object.entries(content ?? {}).flatMap(([mediaType, {schema}]) => [
    paragraph([text('Content type '), code(mediaType), text(`: ${typeLabel(schema)}`)]),
    ...listOf(childItems(schema, direction, 1)),
  ]);
}

/** The blocks of an operation's Request and Responses sections. */
export function operationBlocks(operation: ApiOperation): Block[] {
  const blocks: Block[] = [heading(2, 'Request', 'request')];
  const parameters = operation.parameters ?? [];
  for (const place of PARAMETER_PLACES) {
    const group = parameters.filter((parameter) => parameter.in === place);
    if (!group.length) continue;
    blocks.push(heading(3, `${place.charAt(0).toUpperCase()}${place.slice(1)} parameters`));
    blocks.push(
      ...listOf(
        group.map((parameter) => ({
          spread: false,
          blocks: [
            paragraph(
              fieldLine(
                parameter.name,
                parameter.schema,
                Boolean(parameter.required),
                parameter.description,
              ),
            ),
            ...listOf(childItems(parameter.schema, 'request', 2)),
          ],
        })),
      ),
    );
  }
  const body = operation.requestBody;
  if (body?.content && Object.keys(body.content).length) {
    blocks.push(heading(3, body.required ? 'Body (required)' : 'Body'));
    const about = descriptionInlines(body.description);
    if (about.length) blocks.push(paragraph(about));
    blocks.push(...bodyBlocks(body.content, 'request'));
  }
  if (!parameters.length && !body?.content) {
    blocks.push(paragraph([text('This operation takes no parameters and no body.')]));
  }

  const responses = Object.entries(operation.responses ?? {});
  if (responses.length) blocks.push(heading(2, 'Responses', 'responses'));
  for (const [status, response] of responses) {
    blocks.push(heading(3, status));
    const about = descriptionInlines(response.description);
    if (about.length) blocks.push(paragraph(about));
    const headers = Object.entries(response.headers ?? {});
    if (headers.length) {
      blocks.push(heading(4, `${status} headers`));
      blocks.push(
        ...listOf(
          headers.map(([name, header]) => ({
            spread: false,
            blocks: [
              paragraph(
                fieldLine(name, header.schema, Boolean(header.required), header.description),
              ),
            ],
          })),
        ),
      );
    }
    // Stryker disable next-line StringLiteral: shown() tells only 'request' apart; any other side is the response side
    blocks.push(...bodyBlocks(response.content, 'response'));
  }
  return blocks;
}
