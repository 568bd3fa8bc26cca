import {realpathSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ICONV_DOUBLE_BYTE_TABLES, singleCopyAliases} from '../../../plugins/openapi-theme';

const root = path.resolve(__dirname, '../../..');

describe('singleCopyAliases', () => {
  it('points postman-collection and lodash at the top-level install', () => {
    // Real paths: the mutation gate runs the tests in a sandbox whose node_modules is a link.
    const real = (aliases: Record<string, string>) =>
      Object.fromEntries(Object.entries(aliases).map(([name, dir]) => [name, realpathSync(dir)]));
    expect(real(singleCopyAliases())).toEqual(
      real({
        'postman-collection': path.join(root, 'node_modules', 'postman-collection'),
        lodash: path.join(root, 'node_modules', 'lodash'),
      }),
    );
  });

  it('folds the nested copies a language generator would otherwise resolve', () => {
    const fromHttpGenerator = require.resolve('postman-collection/package.json', {
      paths: [path.join(root, 'node_modules/postman-code-generators/codegens/http')],
    });
    // Without the alias, webpack would bundle this second copy for the HTTP generator.
    expect(path.dirname(fromHttpGenerator)).not.toBe(singleCopyAliases()['postman-collection']);
  });

  it('uses the resolver it is given', () => {
    const aliases = singleCopyAliases((request) => `/deps/${request}`);
    expect(aliases.lodash).toBe('/deps/lodash');
  });
});

describe('ICONV_DOUBLE_BYTE_TABLES', () => {
  const {resourceRegExp, contextRegExp} = ICONV_DOUBLE_BYTE_TABLES;

  it('leaves out the code page tables required from iconv-lite/encodings', () => {
    expect(resourceRegExp.test('./tables/shiftjis.json')).toBe(true);
    expect(contextRegExp.test('/x/node_modules/iconv-lite/encodings')).toBe(true);
    expect(contextRegExp.test('C:\\x\\node_modules\\iconv-lite\\encodings')).toBe(true);
  });

  it('keeps the codecs and every other package', () => {
    expect(resourceRegExp.test('./dbcs-codec')).toBe(false);
    expect(resourceRegExp.test('./sbcs-data-generated')).toBe(false);
    expect(contextRegExp.test('/x/node_modules/other/encodings')).toBe(false);
    expect(contextRegExp.test('/x/node_modules/iconv-lite/lib')).toBe(false);
  });
});
