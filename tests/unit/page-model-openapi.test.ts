/**
 * An API operation's Request and Responses sections as page-model blocks (plugins/page-model/
 * openapi.ts), read through the `.md` writer: a hand-written operation in, the Markdown a reader
 * should get out.
 */
import {describe, expect, it} from 'vitest';
import {blocksMarkdown} from '../../plugins/page-model/outputs/markdown';
import {operationBlocks, typeLabel, type ApiOperation} from '../../plugins/page-model/openapi';

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
      'string | null (date-time)',
    );
    expect(typeLabel({type: ['string', 'null']})).toBe('string | null');
    expect(typeLabel(undefined)).toBe('any');
  });
});
