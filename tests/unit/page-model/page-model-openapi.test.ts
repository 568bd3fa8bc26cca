/**
 * An API operation's Request and Responses sections as page-model blocks (plugins/page-model/
 * openapi.ts), read through the `.md` writer: a hand-written operation in, the Markdown a reader
 * should get out.
 */
import {describe, expect, it} from 'vitest';
import {code, paragraph, text, tightList} from '../../support/page-model-blocks';
import {blocksMarkdown} from '../../../src/lib/page-model/markdown';
import {
  descriptionInlines,
  operationBlocks,
  typeLabel,
  type ApiOperation,
  type Schema,
} from '../../../plugins/page-model/openapi';
import type {Block} from '../../../src/lib/page-model/model';

const md = (operation: ApiOperation) =>
  blocksMarkdown(operationBlocks(operation), 'https://docs.example.org/api/x/op');

const createThing: ApiOperation = {
  method: 'post',
  path: '/v1/things/{id}',
  parameters: [
    {
      name: 'id',
      in: 'path',
      required: true,
      description: 'The `thing` id.',
      schema: {type: 'string', format: 'uuid'},
    },
    {name: 'dry_run', in: 'query', schema: {type: 'boolean'}},
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['name'],
          properties: {
            name: {type: 'string', description: 'A readable name.'},
            kind: {type: 'string', enum: ['a', 'b']},
            mode: {type: 'string', description: 'How.', enum: ['x']},
            created: {type: 'string', readOnly: true},
            tags: {
              type: 'array',
              items: {type: 'object', properties: {label: {type: 'string'}}},
            },
          },
        },
      },
    },
  },
  responses: {
    '201': {
      description: 'Created.',
      content: {
        'application/json': {
          schema: {
            allOf: [
              {type: 'object', properties: {id: {type: 'string'}}, required: ['id']},
              {properties: {secret: {type: 'string', writeOnly: true}}},
            ],
          },
        },
      },
    },
    '404': {description: 'No such thing.'},
  },
};

describe('operationBlocks', () => {
  it('writes parameters, body fields with types and required marks, and every response', () => {
    expect(md(createThing)).toBe(
      [
        '## Request',
        '### Path parameters',
        '- `id` string (uuid), required: The `thing` id.',
        '### Query parameters',
        '- `dry_run` boolean',
        '### Body (required)',
        'Content type `application/json`: object',
        [
          '- `name` string, required: A readable name.',
          '- `kind` string: one of `a`, `b`',
          '- `mode` string: How. One of: `x`',
          '- `tags` array of object',
          '  - `label` string',
        ].join('\n'),
        '## Responses',
        '### 201',
        'Created.',
        'Content type `application/json`: object',
        '- `id` string, required',
        '### 404',
        'No such thing.',
      ].join('\n\n'),
    );
  });

  it('says so when an operation takes nothing', () => {
    expect(md({method: 'get', path: '/health', responses: {'200': {description: 'Up.'}}})).toBe(
      [
        '## Request',
        'This operation takes no parameters and no body.',
        '## Responses',
        '### 200',
        'Up.',
      ].join('\n\n'),
    );
  });

  it('lists each variant of a oneOf and the values of a map', () => {
    const text = md({
      method: 'post',
      path: '/v1/x',
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                variables: {
                  type: 'object',
                  additionalProperties: {
                    oneOf: [
                      {title: 'Single', type: 'object', properties: {type: {type: 'string'}}},
                      {title: 'List', type: 'object', properties: {items: {type: 'object'}}},
                    ],
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(text).toContain(
      '- `variables` object\n  - `{key}` one of\n    - Option 1 (Single): object',
    );
    expect(text).toContain('      - `type` string');
    expect(text).toContain('    - Option 2 (List): object\n      - `items` object');
  });
});

describe('typeLabel', () => {
  it('names arrays, formats, nullable and type lists', () => {
    expect(typeLabel({type: 'array', items: {type: 'integer'}})).toBe('array of integer');
    expect(typeLabel({type: 'string', format: 'date-time', nullable: true})).toBe(
      'string (date-time), nullable',
    );
    expect(typeLabel({type: ['string', 'null']})).toBe('string, nullable');
    expect(typeLabel({type: ['string', 'integer']})).toBe('string | integer');
  });

  it('reads an optional field written as anyOf [T, null] as the reference page does: T, nullable', () => {
    expect(typeLabel({anyOf: [{type: 'integer'}, {type: 'null'}]})).toBe('integer, nullable');
    expect(typeLabel({anyOf: [{type: 'string'}, {type: 'integer'}, {type: 'null'}]})).toBe(
      'one of, nullable',
    );
    expect(typeLabel(undefined)).toBe('any');
  });
});

describe('descriptionInlines', () => {
  it('keeps code spans as code and only whole spans', () => {
    expect(descriptionInlines('Use  `x`')).toEqual([
      {type: 'text', text: 'Use '},
      {type: 'code', text: 'x'},
    ]);
    expect(descriptionInlines('`unclosed code')).toEqual([{type: 'text', text: '`unclosed code'}]);
    expect(descriptionInlines('trailing`')).toEqual([{type: 'text', text: 'trailing`'}]);
    expect(descriptionInlines('``')).toEqual([{type: 'text', text: '``'}]);
    expect(descriptionInlines('  ')).toEqual([]);
  });
});

describe('typeLabel without a type', () => {
  it('says object for fields or a map, one of for variants, array for items, any otherwise', () => {
    expect(typeLabel({properties: {a: {type: 'string'}}})).toBe('object');
    expect(typeLabel({additionalProperties: {type: 'string'}})).toBe('object');
    expect(typeLabel({anyOf: [{type: 'string'}, {type: 'integer'}]})).toBe('one of');
    expect(typeLabel({items: {type: 'string'}})).toBe('array of string');
    expect(typeLabel({description: 'Anything.'})).toBe('any');
  });
});

describe('operationBlocks, block by block', () => {
  const heading = (level: 2 | 3 | 4, title: string, id: string | null = null): Block => ({
    type: 'heading',
    level,
    id,
    text: title,
    content: [text(title)],
  });

  it('parameters without a schema, object parameters, an optional body with no description', () => {
    expect(
      operationBlocks({
        method: 'get',
        path: '/v1/things',
        parameters: [
          {name: 'page', in: 'query'},
          {
            name: 'filter',
            in: 'query',
            schema: {
              type: 'object',
              properties: {id: {type: 'string'}, created: {type: 'string', readOnly: true}},
            },
          },
        ],
        requestBody: {content: {'text/plain': {schema: {type: 'string'}}}},
      }),
    ).toEqual([
      heading(2, 'Request', 'request'),
      heading(3, 'Query parameters'),
      tightList(
        [paragraph(code('page'), text(' '), text('any'))],
        [
          paragraph(code('filter'), text(' '), text('object')),
          tightList([paragraph(code('id'), text(' '), text('string'))]),
        ],
      ),
      heading(3, 'Body'),
      paragraph(text('Content type '), code('text/plain'), text(': string')),
    ]);
  });

  it('a body description; responses without a description, with headers; no Responses when none', () => {
    expect(
      operationBlocks({
        method: 'post',
        path: '/v1/x',
        requestBody: {description: 'The `x`.', content: {'application/json': {}}},
        responses: {
          '429': {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait',
                required: true,
                schema: {type: 'integer'},
              },
            },
          },
        },
      }),
    ).toEqual([
      heading(2, 'Request', 'request'),
      heading(3, 'Body'),
      paragraph(text('The '), code('x'), text('.')),
      paragraph(text('Content type '), code('application/json'), text(': any')),
      heading(2, 'Responses', 'responses'),
      heading(3, '429'),
      heading(4, '429 headers'),
      tightList([
        paragraph(
          code('Retry-After'),
          text(' '),
          text('integer, required'),
          text(': '),
          text('Seconds to wait'),
        ),
      ]),
    ]);
    expect(
      operationBlocks({method: 'get', path: '/v1/y', parameters: [{name: 'id', in: 'path'}]}),
    ).toEqual([
      heading(2, 'Request', 'request'),
      heading(3, 'Path parameters'),
      tightList([paragraph(code('id'), text(' '), text('any'))]),
    ]);
  });

  it('values: constants, numbers, and a full stop before them only when the description lacks one', () => {
    const field = (schema: Schema) =>
      operationBlocks({
        method: 'get',
        path: '/v1/z',
        parameters: [{name: 'v', in: 'query', schema}],
      })[2];
    expect(field({const: 'fixed'})).toEqual(
      tightList([paragraph(code('v'), text(' '), text('any'), text(': one of '), code('fixed'))]),
    );
    expect(field({type: 'integer', enum: [1, 2]})).toEqual(
      tightList([
        paragraph(
          code('v'),
          text(' '),
          text('integer'),
          text(': one of '),
          code('1'),
          text(', '),
          code('2'),
        ),
      ]),
    );
    expect(field({type: 'string', description: 'Mode v1.2 only', enum: ['a']})).toEqual(
      tightList([
        paragraph(
          code('v'),
          text(' '),
          text('string'),
          text(': '),
          text('Mode v1.2 only'),
          text('. One of: '),
          code('a'),
        ),
      ]),
    );
  });
});

describe('nested fields', () => {
  const bodyOf = (schema: Schema) =>
    md({method: 'post', path: '/v1/n', requestBody: {content: {'application/json': {schema}}}});

  it('lists fields down to eight levels deep', () => {
    let schema: Schema = {type: 'string'};
    for (let level = 10; level >= 1; level -= 1) {
      schema = {type: 'object', properties: {[`l${level}`]: schema}};
    }
    const text = bodyOf(schema);
    expect(text).toContain('              - `l8` object');
    expect(text).not.toContain('l9');
  });

  it('lists variants down to eight levels deep', () => {
    let schema: Schema = {type: 'string'};
    for (let level = 10; level >= 1; level -= 1) schema = {title: `V${level}`, oneOf: [schema]};
    const text = bodyOf({oneOf: [schema]});
    expect(text).toContain('- Option 1 (V8): one of');
    expect(text).not.toContain('(V9)');
  });

  it('an optional field written as anyOf [T, null] is one line, T, nullable, without options', () => {
    const text = bodyOf({
      type: 'object',
      properties: {
        max_tokens: {title: 'Max Tokens', anyOf: [{type: 'integer'}, {type: 'null'}]},
      },
    });
    expect(text).toContain('- `max_tokens` integer, nullable');
    expect(text).not.toContain('Option');
  });

  it('a variant without a title is its number; an array with fields of its own does not list its items', () => {
    expect(
      bodyOf({
        type: 'object',
        properties: {
          choice: {oneOf: [{type: 'string'}, {type: 'integer'}]},
          mixed: {
            type: 'object',
            properties: {own: {type: 'string'}},
            items: {type: 'object', properties: {item: {type: 'string'}}},
          },
        },
      }),
    ).toBe(
      [
        '## Request',
        '### Body',
        'Content type `application/json`: object',
        [
          '- `choice` one of',
          '  - Option 1: string',
          '  - Option 2: integer',
          '- `mixed` object',
          '  - `own` string',
        ].join('\n'),
      ].join('\n\n'),
    );
  });
});
