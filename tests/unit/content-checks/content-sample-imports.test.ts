import {describe, expect, it} from 'vitest';
import {runtimeImports, sampleImports} from '../../../scripts/content-checks/sample-imports';

describe('sampleImports', () => {
  it('reads static, dynamic and require imports and re-exports, marking type-only ones', () => {
    const code = [
      "import {SecretVaultBuilderClient} from '@nillion/secretvaults';",
      "import type {Keypair} from '@nillion/nuc';",
      "export {encrypt} from '@nillion/blindfold';",
      "export type {Did} from './types';",
      "const openai = await import('openai');",
      "const fs = require('node:fs');",
    ].join('\n');
    expect(sampleImports(code)).toEqual([
      {specifier: '@nillion/secretvaults', typeOnly: false},
      {specifier: '@nillion/nuc', typeOnly: true},
      {specifier: '@nillion/blindfold', typeOnly: false},
      {specifier: './types', typeOnly: true},
      {specifier: 'openai', typeOnly: false},
      {specifier: 'node:fs', typeOnly: false},
    ]);
  });

  it('leaves type-only imports out of what runs, and ignores computed specifiers', () => {
    const code = [
      "import type {Keypair} from '@nillion/nuc';",
      "import {type Did, Builder} from '@nillion/nuc-runtime';",
      'const name = "x"; await import(name);',
    ].join('\n');
    expect(runtimeImports(code)).toEqual(['@nillion/nuc-runtime']);
  });
});
