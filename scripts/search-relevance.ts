/**
 * Relevance gate for the embedded search: runs every query of quality/relevance-queries.ts
 * and quality/section-queries.ts against the index of the last build and fails when fewer
 * than 92% find one of their pages among the first three distinct pages, or fewer than 80% find
 * it first. Run after `docusaurus build`. Both bars were set so that each of two planted defects
 * fails the gate (README, Search): page titles ranked like body text (lvl1 boost removed: top 1
 * falls from 65 to 56 of 76) and third-level headings dropped from the index (top 1 falls to 46,
 * top 3 to 61).
 */
import path from 'node:path';
import {readBuiltRecords} from '../plugins/page-model/outputs/search-index';
import {SearchEngine} from '../src/lib/search/engine';
import {RELEVANCE_TOP, foundShare, scoreCases} from '../quality/search-relevance';
import {RELEVANCE_CASES} from '../quality/relevance-queries';
import {SECTION_CASES} from '../quality/section-queries';

/** Share of queries with a wanted page among the first three distinct pages. */
const TOP3_THRESHOLD = 0.92;
/** Share of queries whose first page is a wanted one. */
const TOP1_THRESHOLD = 0.8;
const buildDir = path.resolve(process.argv[2] ?? 'build');

async function main() {
  const engine = new SearchEngine(await readBuiltRecords(buildDir));
  const rows = scoreCases([...RELEVANCE_CASES, ...SECTION_CASES], (query) =>
    engine.search(query, {facetFilters: ['language:en']}).map(({record}) => record),
  );

  const found = rows.filter((row) => row.rank >= 0);
  const share = foundShare(rows);
  const byKind = new Map<string, {first: number; found: number; total: number}>();
  for (const row of rows) {
    const entry = byKind.get(row.kind) ?? {first: 0, found: 0, total: 0};
    entry.total += 1;
    if (row.rank === 0) entry.first += 1;
    if (row.rank >= 0) entry.found += 1;
    byKind.set(row.kind, entry);
  }

  console.log(`Search relevance over ${rows.length} queries (${engine.size} records):`);
  console.log(`| kind | first | found in top ${RELEVANCE_TOP} |\n| --- | --- | --- |`);
  for (const [kind, {first, found: hits, total}] of byKind) {
    console.log(`| ${kind} | ${first}/${total} | ${hits}/${total} |`);
  }
  const firstPlace = rows.filter((row) => row.rank === 0).length;
  const firstShare = firstPlace / rows.length;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    `\nTop 1: ${firstPlace}/${rows.length} (${percent(firstShare)}, gate ${percent(TOP1_THRESHOLD)}); ` +
      `top ${RELEVANCE_TOP}: ${found.length}/${rows.length} (${percent(share)}, gate ${percent(TOP3_THRESHOLD)})`,
  );
  for (const row of rows.filter((entry) => entry.rank !== 0)) {
    console.log(
      `  ${row.rank < 0 ? 'missed' : `#${row.rank + 1} for`} "${row.query}": wanted ${row.pages.join(' or ')}, got ${row.top.join(', ') || 'nothing'}`,
    );
  }
  const failures = [
    share < TOP3_THRESHOLD &&
      `top ${RELEVANCE_TOP}: ${percent(share)} is under ${percent(TOP3_THRESHOLD)}`,
    firstShare < TOP1_THRESHOLD &&
      `top 1: ${percent(firstShare)} is under ${percent(TOP1_THRESHOLD)}`,
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`Search relevance under the gate: ${failures.join('; ')}.`);
    process.exit(1);
  }
}

void main();
