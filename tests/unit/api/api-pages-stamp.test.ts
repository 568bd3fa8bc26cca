import {appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  STAMP_PATH,
  staleReasons,
  writeStamp,
  type StampSources,
} from '../../../scripts/api-pages/stamp';

let siteDir: string;
let sources: StampSources;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  writeFileSync(path.join(siteDir, file), content);
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'api-stamp-'));
  write('openapi/shop.yaml', 'openapi: 3.1.0\n');
  write('openapi/shared/errors.yaml', 'Error: {}\n');
  write('config/api-reference.ts', 'export const x = 1;\n');
  write('api/shop/overview.mdx', '# Hand-written\n');
  write('api/shop/list-items.api.mdx', '# List items\n');
  write('api/shop/shop.info.mdx', '# Shop\n');
  write('api/shop/sidebar.ts', 'export default [];\n');
  sources = {
    siteDir,
    inputs: ['openapi', 'config/api-reference.ts'],
    outputDirs: ['api/shop'],
    extra: {generator: '1.0.0'},
  };
});

afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

describe('API pages stamp', () => {
  it('asks for a generation when there is no stamp', () => {
    expect(staleReasons(sources)).toEqual([`${STAMP_PATH} is missing`]);
  });

  it('finds nothing to do right after a generation', () => {
    writeStamp(sources);
    expect(staleReasons(sources)).toEqual([]);
  });

  it('names a document that changed, including a file a document references', () => {
    writeStamp(sources);
    appendFileSync(path.join(siteDir, 'openapi/shop.yaml'), 'info: {}\n');
    write('openapi/shared/errors.yaml', 'Error: {type: object}\n');
    expect(staleReasons(sources)).toEqual([
      'openapi/shared/errors.yaml changed',
      'openapi/shop.yaml changed',
    ]);
  });

  it('sees a new and a removed document', () => {
    writeStamp(sources);
    write('openapi/billing.yaml', 'openapi: 3.1.0\n');
    rmSync(path.join(siteDir, 'openapi/shop.yaml'));
    expect(staleReasons(sources)).toEqual([
      'openapi/billing.yaml is new',
      'openapi/shop.yaml is missing',
    ]);
  });

  it('sees changed options and a new generator version', () => {
    writeStamp(sources);
    write('config/api-reference.ts', 'export const x = 2;\n');
    expect(staleReasons({...sources, extra: {generator: '1.1.0'}})).toEqual([
      'config/api-reference.ts changed',
      'generator changed',
    ]);
  });

  it('sees a generated page that was edited, removed or left over', () => {
    writeStamp(sources);
    appendFileSync(path.join(siteDir, 'api/shop/list-items.api.mdx'), 'edited\n');
    rmSync(path.join(siteDir, 'api/shop/sidebar.ts'));
    write('api/shop/old-operation.api.mdx', '# Gone from the document\n');
    expect(staleReasons(sources)).toEqual([
      'api/shop/list-items.api.mdx changed',
      'api/shop/old-operation.api.mdx is extra',
      'api/shop/sidebar.ts is missing',
    ]);
  });

  it('ignores the hand-written pages beside the generated ones', () => {
    writeStamp(sources);
    write('api/shop/overview.mdx', '# Rewritten by a writer\n');
    write('api/shop/guide.mdx', '# New hand-written page\n');
    expect(staleReasons(sources)).toEqual([]);
  });

  it('asks for a generation when a folder holds no generated page, whatever the stamp records', () => {
    for (const page of ['list-items.api.mdx', 'shop.info.mdx', 'sidebar.ts']) {
      rmSync(path.join(siteDir, 'api/shop', page));
    }
    writeStamp(sources);
    expect(staleReasons(sources)).toEqual(['api/shop has no generated pages']);
  });

  it('asks for a generation when the stamp cannot be read', () => {
    write(STAMP_PATH, '{not json');
    expect(staleReasons(sources)).toEqual([`${STAMP_PATH} is missing`]);
  });
});
