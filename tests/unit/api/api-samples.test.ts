import {describe, expect, it} from 'vitest';
import {curlRequest, responseExample, type ApiOperation} from '../../../src/lib/api-samples/samples';

const secured: Pick<ApiOperation, 'security' | 'securitySchemes'> = {
  security: [{bearer: []}],
  securitySchemes: {bearer: {type: 'http', scheme: 'bearer'}},
};

const noSchemaSample = () => {
  throw new Error('the document gives an example: no sample from the schema');
};

describe('curlRequest', () => {
  it('calls the first server with the method, a bearer placeholder and the body example', () => {
    const operation: ApiOperation = {
      ...secured,
      method: 'post',
      path: '/v1/chat/completions',
      servers: [{url: 'https://api.example.test/'}, {url: 'https://other.example.test'}],
      requestBody: {content: {'application/json': {schema: {type: 'object'}}}},
      jsonRequestBodyExample: {model: 'm', note: "it's"},
    };
    expect(curlRequest(operation)).toBe(
      [
        "curl -X POST 'https://api.example.test/v1/chat/completions' \\",
        "  -H 'Authorization: Bearer <TOKEN>' \\",
        "  -H 'Content-Type: application/json' \\",
        `  --data '{\n  "model": "m",\n  "note": "it'\\''s"\n}'`,
      ].join('\n'),
    );
  });

  it('fills path, required query and header parameters and server variables from their examples', () => {
    const operation: ApiOperation = {
      method: 'get',
      path: '/v1/pricing/{model_name}',
      servers: [{url: '{nodeUrl}', variables: {nodeUrl: {default: 'http://localhost:8080'}}}],
      parameters: [
        {name: 'model_name', in: 'path', required: true, example: 'openai/gpt-oss-20b'},
        {name: 'nonce', in: 'query', required: true, schema: {example: 'ab cd'}},
        {name: 'page', in: 'query', schema: {default: 2}},
        {name: 'X-Trace', in: 'header', required: true, examples: {one: {value: 't-1'}}},
      ],
      security: [{key: []}],
      securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'x-api-key'}},
    };
    expect(curlRequest(operation)).toBe(
      [
        "curl -X GET 'http://localhost:8080/v1/pricing/openai%2Fgpt-oss-20b?nonce=ab%20cd' \\",
        "  -H 'x-api-key: <API_KEY>' \\",
        "  -H 'X-Trace: t-1'",
      ].join('\n'),
    );
  });

  it('keeps a path parameter without an example as a placeholder', () => {
    expect(curlRequest({method: 'delete', path: '/items/{id}', servers: [{url: 'https://h'}]})).toBe(
      "curl -X DELETE 'https://h/items/{id}'",
    );
  });
});

describe('responseExample', () => {
  it('shows the first success status with the document’s first example', () => {
    const operation: ApiOperation = {
      method: 'get',
      path: '/x',
      responses: {
        '401': {content: {'application/json': {example: {error: 'no'}}}},
        '200': {
          content: {
            'application/json': {examples: {first: {value: {id: 'a'}}, second: {value: {id: 'b'}}}},
            'text/event-stream': {example: 'data: {}'},
          },
        },
      },
    };
    expect(responseExample(operation, noSchemaSample)).toEqual({
      status: '200',
      contentType: 'application/json',
      body: '{\n  "id": "a"\n}',
    });
  });

  it('makes the body from the schema when the document gives no example', () => {
    const schema = {type: 'object', properties: {ok: {type: 'boolean'}}};
    const operation: ApiOperation = {
      method: 'get',
      path: '/health',
      responses: {'200': {content: {'text/plain': {schema}}}},
    };
    expect(responseExample(operation, (given) => (given === schema ? 'OK' : 'wrong'))).toEqual({
      status: '200',
      contentType: 'text/plain',
      body: 'OK',
    });
  });

  it('shows a status without a body as such', () => {
    const operation: ApiOperation = {method: 'delete', path: '/x', responses: {'204': {}}};
    expect(responseExample(operation, noSchemaSample)).toEqual({status: '204'});
    expect(responseExample({method: 'get', path: '/x'}, noSchemaSample)).toBeUndefined();
  });
});
