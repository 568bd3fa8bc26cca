import {describe, expect, it} from 'vitest';
import {readableSchema, titleRepeatsName} from '../../../src/lib/api-schema/readable';

// How FastAPI writes optional fields, as nilAI's document has them.
const chatRequest = {
  type: 'object',
  title: 'ChatRequest',
  properties: {
    max_tokens: {
      anyOf: [{type: 'integer', minimum: 1}, {type: 'null'}],
      title: 'Max Tokens',
      description: 'Upper bound on generated tokens.',
    },
    stream: {anyOf: [{type: 'boolean'}, {type: 'null'}], title: 'Stream', default: false},
    model: {type: 'string', title: 'Model'},
    msg: {type: 'string', title: 'Message'},
    content: {
      anyOf: [{type: 'string'}, {type: 'array', items: {type: 'object'}}, {type: 'null'}],
    },
    note: {type: ['string', 'null']},
    usage: {type: 'object', title: 'Token usage', properties: {id: {type: 'string', title: 'Id'}}},
  },
};

describe('readableSchema', () => {
  const readable = readableSchema(chatRequest);
  const field = (name: string) => readable.properties[name as keyof typeof readable.properties];

  it('reads anyOf [T, null] as T, nullable, keeping the field’s own words and T’s constraints', () => {
    expect(field('max_tokens')).toEqual({
      type: 'integer',
      minimum: 1,
      nullable: true,
      description: 'Upper bound on generated tokens.',
    });
    expect(field('stream')).toEqual({type: 'boolean', nullable: true, default: false});
  });

  it('keeps the other variants of a longer union and marks it nullable', () => {
    expect(field('content')).toEqual({
      anyOf: [{type: 'string'}, {type: 'array', items: {type: 'object'}}],
      nullable: true,
    });
  });

  it('reads type [T, "null"] as T, nullable', () => {
    expect(field('note')).toEqual({type: 'string', nullable: true});
  });

  it('drops a title that repeats the name or would stand in a scalar’s type', () => {
    expect(field('model')).toEqual({type: 'string'});
    expect(field('msg')).toEqual({type: 'string'});
    expect(field('usage')).toMatchObject({title: 'Token usage'});
    expect((field('usage') as {properties: {id: unknown}}).properties.id).toEqual({type: 'string'});
  });

  it('reaches schemas inside items and variants, and leaves the input as it was', () => {
    const list = readableSchema({
      type: 'array',
      items: {properties: {seed: {anyOf: [{type: 'integer'}, {type: 'null'}], title: 'Seed'}}},
    });
    expect(list.items.properties.seed).toEqual({type: 'integer', nullable: true});
    expect(chatRequest.properties.model).toEqual({type: 'string', title: 'Model'});
  });

  it('leaves a schema that is only null, and non-schemas, alone', () => {
    expect(readableSchema({anyOf: [{type: 'null'}]})).toEqual({anyOf: [{type: 'null'}]});
    expect(readableSchema('circular(Node)')).toBe('circular(Node)');
  });
});

describe('titleRepeatsName', () => {
  it('compares letters and digits only, ignoring case', () => {
    expect(titleRepeatsName('Max Tokens', 'max_tokens')).toBe(true);
    expect(titleRepeatsName('Top P', 'top_p')).toBe(true);
    expect(titleRepeatsName('Token usage', 'usage')).toBe(false);
    expect(titleRepeatsName(undefined, 'usage')).toBe(false);
  });
});
