/**
 * How the embedded search cuts text and queries into words (docs-dev/search.md): case and accents
 * do not count; identifiers are also the words they are made of (camelCase and PascalCase humps,
 * an upper-case run kept whole, snake_case and UPPER_CASE parts, letters against digits); compound
 * names of two or three humps become the hosted index's synonyms; common English words are stop
 * words, but task verbs and product names never are.
 */
import {describe, expect, it} from 'vitest';
import {
  compoundNames,
  identifierParts,
  normalizeTerm,
  STOP_WORDS,
  tokenize,
  tokenizeWithParts,
  vocabularyOf,
} from '../../../src/lib/search/terms';

describe('normalizeTerm', () => {
  it('lower-cases and drops accents, every time it is asked', () => {
    for (let time = 0; time < 2; time += 1) {
      expect(normalizeTerm('Café')).toBe('cafe');
      expect(normalizeTerm('ÉTÉ')).toBe('ete');
      expect(normalizeTerm('ÀÉ')).toBe('ae');
      expect(normalizeTerm('NILLION_API_KEY')).toBe('nillion_api_key');
    }
  });

  it('leaves a word already in normal form as it is', () => {
    expect(normalizeTerm('store_prompt_to_nildb2')).toBe('store_prompt_to_nildb2');
    expect(normalizeTerm('')).toBe('');
  });
});

describe('tokenize', () => {
  it('keeps letters, digits and underscores, in any script', () => {
    expect(tokenize('Store nilDB, v2_api! (Ünïcode) — 42')).toEqual([
      'Store',
      'nilDB',
      'v2_api',
      'Ünïcode',
      '42',
    ]);
    expect(tokenize('?! … —')).toEqual([]);
  });
});

describe('identifierParts', () => {
  it('splits camelCase and PascalCase humps, keeping an upper-case run whole', () => {
    expect(identifierParts('SecretVaultBuilderClient')).toEqual([
      'secret',
      'vault',
      'builder',
      'client',
    ]);
    expect(identifierParts('NilaiOpenAIClient')).toEqual(['nilai', 'open', 'ai', 'client']);
    expect(identifierParts('nilDB')).toEqual(['nil', 'db']);
    expect(identifierParts('getHTTPResponse')).toEqual(['get', 'http', 'response']);
  });

  it('splits snake_case and UPPER_CASE names at their underscores', () => {
    expect(identifierParts('store_prompt_to_nildb')).toEqual(['store', 'prompt', 'to', 'nildb']);
    expect(identifierParts('NILLION_API_KEY')).toEqual(['nillion', 'api', 'key']);
    expect(identifierParts('__private_name__')).toEqual(['private', 'name']);
  });

  it('splits letters from digits at every boundary', () => {
    expect(identifierParts('sha256')).toEqual(['sha', '256']);
    expect(identifierParts('v2api')).toEqual(['v', '2', 'api']);
    expect(identifierParts('secp256k1')).toEqual(['secp', '256', 'k', '1']);
    expect(identifierParts('x2y3')).toEqual(['x', '2', 'y', '3']);
  });

  it('finds no parts in a plain word, a capitalised word or one that is a single part', () => {
    expect(identifierParts('blindfold')).toEqual([]);
    expect(identifierParts('Blindfold')).toEqual([]);
    expect(identifierParts('NILDB')).toEqual([]);
    expect(identifierParts('_private')).toEqual([]);
    expect(identifierParts('2024')).toEqual([]);
  });

  it('gives the same parts when asked again', () => {
    expect(identifierParts('NucTokenBuilder')).toEqual(['nuc', 'token', 'builder']);
    expect(identifierParts('NucTokenBuilder')).toEqual(['nuc', 'token', 'builder']);
  });
});

describe('what the index holds', () => {
  it('is every word, followed by the words it is made of', () => {
    expect(tokenizeWithParts('use SecretVaults now, v2api')).toEqual([
      'use',
      'SecretVaults',
      'secret',
      'vaults',
      'now',
      'v2api',
      'v',
      '2',
      'api',
    ]);
  });

  it('is, as a vocabulary, each distinct word and part in normal form', () => {
    expect([...vocabularyOf(['Use nilDB', 'nilDB again, Café'])].sort()).toEqual([
      'again',
      'cafe',
      'db',
      'nil',
      'nildb',
      'use',
    ]);
  });
});

describe('compoundNames', () => {
  it('takes camelCase names of two or three humps, joined and split', () => {
    expect([
      ...compoundNames(['Use nilDB with SecretVaults.', 'new NucTokenBuilder()', 'nilDB again']),
    ]).toEqual([
      ['nildb', ['nil', 'db']],
      ['secretvaults', ['secret', 'vaults']],
      ['nuctokenbuilder', ['nuc', 'token', 'builder']],
    ]);
  });

  it('leaves out longer names, snake_case, UPPER_CASE, capitalised and plain words', () => {
    expect([
      ...compoundNames([
        'NilaiOpenAIClient read_nilDB store_prompt NILLION_API_KEY Blindfold blindfold NILDB',
      ]),
    ]).toEqual([]);
  });
});

describe('STOP_WORDS', () => {
  it('holds the common words of a question', () => {
    for (const word of ['how', 'do', 'i', 'the', 'a', 'to', 'what', 'with', 'your', 'yours']) {
      expect(STOP_WORDS.has(word), word).toBe(true);
    }
  });

  it('never holds a task verb, a product name or a technical word', () => {
    for (const word of ['use', 'create', 'run', 'nildb', 'blindfold', 'store', 'key', 'api', '']) {
      expect(STOP_WORDS.has(word), word).toBe(false);
    }
  });
});
