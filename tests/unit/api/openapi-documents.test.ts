/**
 * openapi/documents.ts: the one module that reads the OpenAPI documents and resolves their
 * references for the MCP server and the content checks. Expected values are written by hand
 * from JSON Pointer (RFC 6901) and OpenAPI's `$ref` rules.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  MAX_REF_DEPTH,
  dereference,
  followRef,
  readDereferencedDocument,
  readOpenApiDocument,
  type JsonObject,
} from '../../../openapi/documents';

const document: JsonObject = {
  components: {
    schemas: {
      Name: {type: 'string', description: 'a name'},
      Person: {type: 'object', properties: {name: {$ref: '#/components/schemas/Name'}}},
      Alias: {$ref: '#/components/schemas/Person'},
      Tree: {type: 'object', properties: {child: {$ref: '#/components/schemas/Tree'}}},
      'a/b~c': {type: 'integer'},
    },
  },
  paths: {'/x': {get: {responses: {'200': {$ref: '#/components/schemas/Alias'}}}}},
};

describe('dereference', () => {
  it('replaces references at any depth, through chains of them', () => {
    const resolved = dereference(document) as JsonObject;
    expect(resolved.paths).toEqual({
      '/x': {
        get: {
          responses: {
            '200': {type: 'object', properties: {name: {type: 'string', description: 'a name'}}},
          },
        },
      },
    });
  });

  it('reads escaped pointer segments (~1 is "/", ~0 is "~")', () => {
    expect(dereference(document, {$ref: '#/components/schemas/a~1b~0c'})).toEqual({
      type: 'integer',
    });
  });

  it('stops a schema that contains itself after MAX_REF_DEPTH references, keeping its $ref', () => {
    let node = dereference(document, {$ref: '#/components/schemas/Tree'}) as JsonObject;
    for (let level = 1; level < MAX_REF_DEPTH; level += 1) {
      node = (node.properties as JsonObject).child as JsonObject;
      expect(node.type).toBe('object');
    }
    expect((node.properties as JsonObject).child).toEqual({$ref: '#/components/schemas/Tree'});
  });

  it('fails on a reference to nothing, naming it', () => {
    expect(() => dereference(document, {$ref: '#/components/schemas/Nobody'})).toThrow(
      'Unresolved reference #/components/schemas/Nobody',
    );
  });

  it('leaves the document it reads unchanged', () => {
    const before = JSON.stringify(document);
    dereference(document);
    expect(JSON.stringify(document)).toBe(before);
  });
});

describe('followRef', () => {
  it('follows a chain of references to the node it ends on, and nothing deeper', () => {
    expect(followRef(document, {$ref: '#/components/schemas/Alias'})).toEqual({
      type: 'object',
      properties: {name: {$ref: '#/components/schemas/Name'}},
    });
    const plain = {type: 'string'};
    expect(followRef(document, plain)).toBe(plain);
  });
});

describe('reading a document', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-documents-'));

  it('parses YAML, a fresh copy each time, and resolves it on request', () => {
    const file = path.join(dir, 'api.yaml');
    writeFileSync(
      file,
      'openapi: 3.1.0\ncomponents:\n  schemas:\n    A: {type: string}\n    B: {$ref: "#/components/schemas/A"}\n',
    );
    const first = readOpenApiDocument(file);
    expect(readOpenApiDocument(file)).not.toBe(first);
    expect((readDereferencedDocument(file).components as {schemas: JsonObject}).schemas.B).toEqual({
      type: 'string',
    });
  });

  it('refuses a file that holds no mapping', () => {
    const file = path.join(dir, 'list.yaml');
    writeFileSync(file, '- a\n- b\n');
    expect(() => readOpenApiDocument(file)).toThrow('is not an OpenAPI document');
  });
});
