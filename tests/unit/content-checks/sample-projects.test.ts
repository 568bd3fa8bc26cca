/**
 * Each docs version's pages are checked against that version's releases (issue 34): the sample
 * project a page belongs to follows its folder, and the 2025 project states the 2025 generation
 * (SecretVaults 0.1.7, NUC 0.1.1, Blindfold 0.1.0, nilAI SDK 0.2.0, nilai-py 0.2.0rc0), so a 2025
 * page that installs another release fails the pins content check. Expected versions come from the issue.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {GENERATION_2025, LATEST, versionOfSourcePage} from '../../../config/versions';
import {pinProblems, pinSources} from '../../../scripts/content-checks/check-pins';
import {readInstall} from '../../../scripts/content-checks/install-commands';
import {
  pythonPinsOf,
  sampleProject,
  sampleProjectOf,
} from '../../../scripts/content-checks/sample-project';
import {parseShell} from '../../../scripts/content-checks/shell';

const install = (text: string) => readInstall(parseShell(text)[0]!, 1)!;

describe("a page's sample project", () => {
  it('follows the folder of the page: the 2025 snapshot, or Latest for everything else', () => {
    expect(
      versionOfSourcePage('versioned_docs/version-2025/build/private-storage/quickstart.mdx'),
    ).toBe(GENERATION_2025);
    expect(versionOfSourcePage('./versioned_docs/version-2025/tools.mdx')).toBe(GENERATION_2025);
    for (const page of [
      'docs/build/quickstart.mdx',
      'api/nilai/overview.mdx',
      'articles/2025-07-30-x.mdx',
      'versioned_docs/version-2019/x.mdx',
    ])
      expect(versionOfSourcePage(page), page).toBe(LATEST);
    expect(sampleProjectOf('versioned_docs/version-2025/build/quickstart.mdx').dir).toMatch(
      /sample-projects\/2025$/,
    );
    expect(sampleProjectOf('docs/build/quickstart.mdx').dir).toMatch(/sample-projects\/current$/);
  });
});

describe('the 2025 sample project', () => {
  const sources = pinSources(sampleProject(GENERATION_2025));

  it('pins the 2025 SDK generation', () => {
    expect(sources.npm).toMatchObject({
      '@nillion/secretvaults': '0.1.7',
      '@nillion/nuc': '0.1.1',
      '@nillion/blindfold': '0.1.0',
      '@nillion/nilai-ts': '0.2.0',
    });
    expect(sources.overrides).toEqual({'libsodium-wrappers-sumo': '0.7.15'});
    expect(sources.python['nilai-py']).toBe('0.2.0rc0');
  });

  it('fails a 2025 page that installs the current SecretVaults, naming its own pins', () => {
    expect(
      pinProblems(install('npm install @nillion/secretvaults@3.0.0 @nillion/nuc@2.0.1'), sources),
    ).toEqual([
      '`npm install @nillion/secretvaults@3.0.0 @nillion/nuc@2.0.1`: @nillion/secretvaults@3.0.0, but sample-projects/2025/package.json (the type-check) has @nillion/secretvaults@0.1.7',
      '`npm install @nillion/secretvaults@3.0.0 @nillion/nuc@2.0.1`: @nillion/nuc@2.0.1, but sample-projects/2025/package.json (the type-check) has @nillion/nuc@0.1.1',
    ]);
    expect(pinProblems(install('npm install @nillion/secretvaults@0.1.7'), sources)).toEqual([]);
  });
});

describe('pythonPinsOf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sample-project-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('reads name==version lines and skips comments, ranges and blank lines', () => {
    writeFileSync(
      join(dir, 'requirements.txt'),
      '# pins\nnilai-py==0.2.0rc0  # why\n\nnilrag>=0.1\n  nuc==0.1.0\n',
    );
    expect(
      pythonPinsOf({...sampleProject(LATEST), requirements: join(dir, 'requirements.txt')}),
    ).toEqual({
      'nilai-py': '0.2.0rc0',
      nuc: '0.1.0',
    });
    expect(
      pythonPinsOf({...sampleProject(LATEST), requirements: join(dir, 'missing.txt')}),
    ).toEqual({});
  });
});
