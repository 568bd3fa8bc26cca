import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS, GENERATION_2025, LATEST} from '../../../config/versions';
import {
  checkSymptoms,
  messagePieces,
  projectSources,
  troubleshootingSymptoms,
} from '../../../scripts/content-checks/check-symptoms';
import {sampleProject} from '../../../scripts/content-checks/sample-project';
import {fixture, lineOf} from '../../support/content-fixtures';
import {readFileSync} from 'node:fs';

const page = fixture('symptoms.mdx');
const at = (text: string) => lineOf(page, text, '## Troubleshooting');

/** The fixture read as a page of `version`, held to the other versions' packages. */
const checkAs = (version: (typeof DOCS_VERSIONS)[number]) =>
  checkSymptoms([page], {
    own: () => projectSources(sampleProject(version)),
    others: () =>
      DOCS_VERSIONS.filter((other) => other !== version).map((other) =>
        projectSources(sampleProject(other)),
      ),
  });
const linesOf = (findings: {line: number}[]) => findings.map((finding) => finding.line);

describe('troubleshooting symptoms belong to their SDK generation (the symptoms check)', () => {
  it('reads the quoted messages of a Troubleshooting table, not those elsewhere on the page', () => {
    const quoted = troubleshootingSymptoms(readFileSync(page, 'utf8')).map((s) => s.message);
    expect(quoted).toContain('No key but 1 %allot(s) detected in data');
    expect(quoted).toContain('BUILDER_KEY is missing from the environment');
    expect(quoted.filter((message) => message.startsWith('No key but'))).toHaveLength(1);
    // "for a file" is outside the backticks; two-word quotes are names, not messages.
    expect(quoted).not.toContain('Cannot find');
  });

  it('treats counts, ellipses and placeholders as any text', () => {
    expect(messagePieces('No key but N %allot(s) detected')).toEqual([
      'No key but',
      '%allot(s) detected',
    ]);
    expect(messagePieces('Request failed: … <path>')).toEqual(['Request failed:']);
  });

  it('on a Latest page (SecretVaults 3), reports the 0.1.7 message and nothing else', () => {
    const {findings, checked} = checkAs(LATEST);
    expect(checked).toBe(1);
    expect(linesOf(findings)).toEqual([at('No key but 1 %allot(s)')]);
    expect(findings[0]!.message).toMatch(
      /sample-projects\/2025 print it.*sample-projects\/current/,
    );
  });

  it('on a 2025 page (SecretVaults 0.1.7), reports the SecretVaults 3 message instead', () => {
    const {findings} = checkAs(GENERATION_2025);
    expect(linesOf(findings)).toEqual([at("The 'createData' operation requires")]);
  });
});
