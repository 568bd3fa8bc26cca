/**
 * Relevance gate for the embedded search: runs every query of quality/relevance-queries.ts
 * against the index of the last build and fails when fewer than 90% find one of their pages
 * among the first three distinct pages. Run after `docusaurus build`.
 */
import path from 'node:path';
import {readBuiltRecords} from '../plugins/page-model/outputs/search-index';
import {SearchEngine} from '../src/lib/search/engine';
import {RELEVANCE_TOP, foundShare, scoreCases} from '../quality/search-relevance';
import {RELEVANCE_CASES} from '../quality/relevance-queries';

const THRESHOLD = 0.9;
const buildDir = path.resolve(process.argv[2] ?? 'build');

async function main() {
  const engine = new SearchEngine(await readBuiltRecords(buildDir));
  const rows = scoreCases(RELEVANCE_CASES, (query) =>
    engine.search(query, {facetFilters: ['language:en']}).map(({record}) => record),
  );

  const found = rows.filter((row) => row.rank >= 0);
  const share = foundShare(rows);
  const byKind = new Map<string, {found: number; total: number}>();
  for (const row of rows) {
    const entry = byKind.get(row.kind) ?? {found: 0, total: 0};
    entry.total += 1;
    if (row.rank >= 0) entry.found += 1;
    byKind.set(row.kind, entry);
  }

  console.log(`Search relevance over ${rows.length} queries (${engine.size} records):`);
  console.log(`| kind | found in top ${RELEVANCE_TOP} |\n| --- | --- |`);
  for (const [kind, {found: hits, total}] of byKind) console.log(`| ${kind} | ${hits}/${total} |`);
  const firstPlace = rows.filter((row) => row.rank === 0).length;
  console.log(
    `\nTop 1: ${firstPlace}/${rows.length}; top ${RELEVANCE_TOP}: ${found.length}/${rows.length} (${(share * 100).toFixed(1)}%, gate ${THRESHOLD * 100}%)`,
  );
  for (const row of rows.filter((entry) => entry.rank < 0)) {
    console.log(
      `  missed "${row.query}": wanted ${row.pages.join(' or ')}, got ${row.top.join(', ') || 'nothing'}`,
    );
  }
  if (share < THRESHOLD) {
    console.error(`Search relevance ${(share * 100).toFixed(1)}% is under ${THRESHOLD * 100}%.`);
    process.exit(1);
  }
}

void main();
