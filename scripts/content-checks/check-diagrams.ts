/**
 * Diagrams: every ```mermaid block has its rendered SVG in diagrams/ (the file
 * named by the hash of its source and of the render settings, see
 * plugins/diagrams/store.ts) and an accessible title and description. A block
 * whose source changed names a file that does not exist yet, so this is where
 * a stale diagram is caught, with the line of its fence. Over the whole site
 * (fixture pages included), a file no block uses any more is reported too.
 */
import {DIAGRAMS_DIR} from '../../config/diagrams';
import {
  missingAccessibility,
  readDiagram,
  renderedKeys,
  svgFile,
} from '../../plugins/diagrams/store';
import {findDiagrams} from '../diagrams/blocks';
import {fixtureFiles} from './files';
import type {Finding} from './report';

export function checkDiagrams(
  files: readonly string[],
  options: {wholeSite: boolean; root?: string},
): {findings: Finding[]; checked: number} {
  const root = options.root ?? process.cwd();
  // Over the whole site the fixture pages' diagrams count too (their files are committed).
  const blocks = findDiagrams(
    options.wholeSite ? [...new Set([...files, ...fixtureFiles(root)])] : files,
    root,
  );
  const findings: Finding[] = [];
  const report = (file: string, line: number, message: string) =>
    findings.push({file, line, check: 'diagrams', message});

  for (const block of blocks) {
    const missing = missingAccessibility(block.source);
    if (missing.length > 0) {
      report(
        block.file,
        block.line,
        `diagram without ${missing.join(' and ')}: give it a title (accTitle: …) and a one- or two-sentence description of what it shows (accDescr: …) after its first line`,
      );
    }
    let rendered;
    try {
      rendered = readDiagram(block.key, root);
    } catch (error) {
      report(block.file, block.line, (error as Error).message);
      continue;
    }
    if (!rendered) {
      report(
        block.file,
        block.line,
        `diagram not rendered: ${svgFile(block.key)} is missing, so this diagram is new or its source changed since it was rendered. Run \`npm run diagrams\` and commit ${DIAGRAMS_DIR}/.`,
      );
    }
  }

  if (options.wholeSite) {
    const used = new Set(blocks.map((block) => block.key));
    for (const key of renderedKeys(root)) {
      if (!used.has(key)) {
        report(
          svgFile(key),
          1,
          'no diagram uses this file any more: `npm run diagrams` deletes it',
        );
      }
    }
  }
  return {findings, checked: files.length};
}
