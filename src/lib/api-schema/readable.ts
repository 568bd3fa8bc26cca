/**
 * An OpenAPI schema reshaped so that docusaurus-theme-openapi-docs 5.2.0 labels each field with a
 * type a reader can trust. The theme names a field by its schema alone:
 *
 * - `anyOf: [T, {type: null}]` (how FastAPI writes an optional field) is labelled `object` and
 *   drawn as a collapsed box of variant tabs; here it becomes T marked `nullable`, which the theme
 *   shows as "T" with a NULLABLE badge. So does `type: [T, 'null']`, which the theme would label
 *   "T | null" and badge as nullable as well.
 * - a scalar's `title` replaces its type (`id Id`, `model Model`, `msg Message`): a field's title
 *   is dropped where it would stand in the type's place (a scalar) or says nothing more than the
 *   field's name, so the type shows.
 *
 * Only how the schema reads changes: the values it allows are the same.
 */

export type SchemaObject = {[key: string]: unknown};

const isSchema = (value: unknown): value is SchemaObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isNullSchema = (value: unknown): boolean => isSchema(value) && value.type === 'null';

/** Letters and digits only, lower case: `max_tokens`, `Max Tokens` and `maxTokens` read alike. */
const spoken = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether `title` says no more than the field's `name`. */
export function titleRepeatsName(title: unknown, name: string): boolean {
  return typeof title === 'string' && spoken(title) === spoken(name);
}

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/** Whether the theme would show a field's `title` where its type belongs, or it only repeats `name`. */
function titleMisleads(schema: SchemaObject, name: string): boolean {
  return (
    typeof schema.title === 'string' &&
    (titleRepeatsName(schema.title, name) ||
      (typeof schema.type === 'string' && SCALAR_TYPES.has(schema.type)))
  );
}

/** Keys whose value is one schema. */
const SCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'contains'];
/** Keys whose value is a list of schemas. */
const SCHEMA_LIST_KEYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** `schema` with its `null` variant folded into `nullable`, if it has one. */
function withoutNullVariant(schema: SchemaObject): SchemaObject {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    if (types.length === 0) return schema;
    return {...schema, type: types.length === 1 ? types[0] : types, nullable: true};
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const variants = schema[key];
    if (!Array.isArray(variants) || !variants.some(isNullSchema)) continue;
    const others = variants.filter((variant) => !isNullSchema(variant));
    if (others.length === 0) return schema;
    const own = {...schema};
    delete own[key];
    if (others.length > 1) return {...own, [key]: others, nullable: true};
    const [only] = others;
    // The field's own words (title, description, default) describe it better than the variant's.
    return isSchema(only) ? {...only, ...own, nullable: true} : schema;
  }
  return schema;
}

const readableCache = new WeakMap<SchemaObject, SchemaObject>();

/** `schema`, and every schema inside it, reshaped to read as described above. */
export function readableSchema<T>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const cached = readableCache.get(schema);
  if (cached) return cached as T;
  const folded = withoutNullVariant(schema);
  const result: SchemaObject = {...folded};
  if (isSchema(folded.properties)) {
    result.properties = Object.fromEntries(
      Object.entries(folded.properties).map(([name, property]) => {
        const readable = readableSchema(property);
        if (!isSchema(readable) || !titleMisleads(readable, name)) return [name, readable];
        const untitled = {...readable};
        delete untitled.title;
        return [name, untitled];
      }),
    );
  }
  for (const key of SCHEMA_KEYS) {
    if (isSchema(folded[key])) result[key] = readableSchema(folded[key]);
  }
  for (const key of SCHEMA_LIST_KEYS) {
    const list = folded[key];
    if (Array.isArray(list)) result[key] = list.map((item) => readableSchema(item));
  }
  readableCache.set(schema, result);
  return result as T;
}
