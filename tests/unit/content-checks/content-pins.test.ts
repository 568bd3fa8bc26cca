import {describe, expect, it} from 'vitest';
import {checkPins} from '../../../scripts/content-checks/check-pins';
import {fixture, lineOf} from '../../support/content-fixtures';

const page = fixture('pins.mdx');
const at = (text: string) => lineOf(page, text);

/** The one place that states each version, as a test double of package.json and config. */
const sources = {
  npm: {
    '@nillion/nuc': '0.1.1',
    '@nillion/blindfold': '0.1.0',
    '@nillion/secretvaults': '0.1.7',
    '@nillion/nilai-ts': '0.2.0',
  },
  overrides: {'libsodium-wrappers-sumo': '0.7.15'},
  python: {'nilai-py': '0.2.0rc0', nilrag: '0.1.11'},
  pythonPackages: ['nilai-py', 'nilrag'],
  npmFile: 'sample-projects/current/package.json',
  pythonFile: 'sample-projects/current/requirements.txt',
};

describe('pins agree (the pins check)', () => {
  const {findings} = checkPins([page], sources);
  const on = (line: number) =>
    findings.filter((finding) => finding.line === line).map((finding) => finding.message);

  it('accepts exact pins equal to the one place, and leaves other packages alone', () => {
    expect(on(at('@nillion/nuc@0.1.1 pino@9'))).toEqual([]);
    expect(on(at('overrides.libsodium-wrappers-sumo=0.7.15'))).toEqual([]);
    expect(on(at('pip install nilai-py==0.2.0rc0'))).toEqual([]);
  });

  it('reports a Nillion package installed without a version, with a range or at another version', () => {
    expect(on(at('npm install @nillion/nuc'))).toEqual([
      expect.stringMatching(/without a version; pin @nillion\/nuc@0\.1\.1/),
    ]);
    expect(on(at('@nillion/blindfold@^0.1.0'))).toEqual([
      expect.stringMatching(/not an exact version/),
    ]);
    expect(on(at('@nillion/secretvaults@0.1.6'))).toEqual([
      expect.stringMatching(/has @nillion\/secretvaults@0\.1\.7/),
    ]);
  });

  it('reports a Nillion package the type-check does not have', () => {
    expect(on(at('@nillion/nilql@0.0.1'))).toEqual([
      expect.stringMatching(/not in sample-projects\/current\/package\.json/),
    ]);
  });

  it('reads install commands in inline code, except in a "Newer releases" note', () => {
    expect(on(at('`npm install @nillion/nilai-ts` works'))).toEqual([
      expect.stringMatching(/@nillion\/nilai-ts@0\.2\.0/),
    ]);
    expect(on(at('`npm install @nillion/secretvaults` without'))).toEqual([]);
  });

  it('reports an override other than the one package.json sets', () => {
    expect(on(at('overrides.libsodium-wrappers-sumo=0.7.16'))).toEqual([
      expect.stringMatching(/sample-projects\/current\/package\.json overrides it with 0\.7\.15/),
    ]);
  });

  it("holds pip installs of Nillion packages to the version's requirements.txt", () => {
    expect(on(at('pip install nilrag'))).toEqual([expect.stringMatching(/pin nilrag==0\.1\.11/)]);
    expect(on(at('nilai-py==0.3.1'))).toEqual([
      expect.stringMatching(/requirements\.txt has nilai-py==0\.2\.0rc0/),
    ]);
  });

  it('reports nothing else', () => {
    expect(findings).toHaveLength(8);
  });
});
