/** Compiles every ```python block with `python3 -m py_compile` (syntax only; imports are not resolved). */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {extractCodeBlocks, PYTHON_LANGS} from './code-blocks';
import type {Finding} from './report';
import {pageFolder, pageLine, samplePaths} from './samples';

const OUT_DIR = resolve('.scratch/content-samples/py');

export function checkPython(pages: readonly string[]): {findings: Finding[]; checked: number} {
  rmSync(OUT_DIR, {recursive: true, force: true});
  const findings: Finding[] = [];
  let checked = 0;
  for (const page of pages) {
    const blocks = extractCodeBlocks(readFileSync(page, 'utf8')).filter(
      (block) => PYTHON_LANGS.has(block.lang) && !block.fragment,
    );
    for (const sample of samplePaths(page, blocks, () => '.py')) {
      const file = join(OUT_DIR, pageFolder(page), sample.path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, sample.block.code + '\n');
      checked++;
      const result = spawnSync('python3', ['-m', 'py_compile', file], {encoding: 'utf8'});
      if (result.error) throw new Error(`Cannot run python3: ${result.error.message}`);
      if (result.status === 0) continue;
      const output = `${result.stderr}${result.stdout}`;
      const line = Number(/line (\d+)/.exec(output)?.[1] ?? 1);
      const reason = output.trim().split('\n').filter(Boolean).pop() ?? 'does not compile';
      findings.push({
        file: page,
        line: pageLine(sample.block, line),
        check: 'python',
        message: `${reason} (block at line ${sample.block.fenceLine})`,
      });
    }
  }
  return {findings, checked};
}
