/**
 * Production's unit for the docs MCP server (deploy/nillion-docs-mcp.service) and the node
 * options read from it, which `npm run serve:nginx`, the browser tests and `npm run bench:mcp`
 * start the server with: the server can hand memory back (--expose-gc), and its heap fits the
 * memory systemd allows it, since V8 sizes the heap from the host, not from the unit.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  MCP_SERVICE_UNIT,
  productionNodeFlags,
  productionUnit,
  serviceAllocatorEnvironment,
  serviceMemoryMaxMiB,
  serviceNodeFlags,
} from '../../../scripts/lib/mcp-service';

describe('serviceNodeFlags', () => {
  it('reads the options between node and the server script', () => {
    const unit = '[Service]\nExecStart=/usr/bin/node --a --b=2 bin/nillion-docs-mcp.mjs --http\n';
    expect(serviceNodeFlags(unit)).toEqual(['--a', '--b=2']);
    expect(serviceNodeFlags('ExecStart=node bin/nillion-docs-mcp.mjs')).toEqual([]);
  });

  it('refuses a unit that does not start the server', () => {
    expect(() => serviceNodeFlags('[Service]\n')).toThrow(/ExecStart/);
    expect(() => serviceNodeFlags('ExecStart=/usr/bin/node other.mjs')).toThrow(/bin\/nillion/);
  });
});

describe('serviceAllocatorEnvironment', () => {
  it("reads the unit's MALLOC_ variables and no others", () => {
    const unit = [
      '[Service]',
      'Environment=SITE_URL=https://docs.example.org',
      'Environment=MALLOC_ARENA_MAX=2',
      'Environment=MALLOC_TRIM_THRESHOLD_=131072',
      '# Environment=MALLOC_TOP_PAD_=1',
    ].join('\n');
    expect(serviceAllocatorEnvironment(unit)).toEqual({
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '131072',
    });
    expect(serviceAllocatorEnvironment('[Service]\n')).toEqual({});
  });

  // Memory back within 10% of its start after a burst (issue 39): glibc's default of an arena per
  // thread kept 4-10% more after 15,300 requests under `npm run bench:mcp`.
  it('caps the arenas of the production server at two', () => {
    expect(
      Number(serviceAllocatorEnvironment(productionUnit()).MALLOC_ARENA_MAX),
    ).toBeLessThanOrEqual(2);
  });
});

describe('serviceMemoryMaxMiB', () => {
  it('reads MemoryMax in MiB, from K, M or G', () => {
    expect(serviceMemoryMaxMiB('[Service]\nMemoryMax=768M\n')).toBe(768);
    expect(serviceMemoryMaxMiB('MemoryMax=1G')).toBe(1024);
    expect(serviceMemoryMaxMiB('MemoryMax=524288K')).toBe(512);
  });

  it('refuses a unit without one', () => {
    expect(() => serviceMemoryMaxMiB('[Service]\nMemoryHigh=512M\n')).toThrow(/MemoryMax/);
  });
});

describe("production's node options", () => {
  const unit = readFileSync(MCP_SERVICE_UNIT, 'utf8');
  const memoryMaxMiB = serviceMemoryMaxMiB(unit);
  // Node itself, started with the options: what it exposes and the heap it will grow to.
  const node = JSON.parse(
    execFileSync(
      process.execPath,
      [
        ...productionNodeFlags(),
        '-e',
        'process.stdout.write(JSON.stringify({gc: typeof gc, limit: require("v8").getHeapStatistics().heap_size_limit}))',
      ],
      {encoding: 'utf8'},
    ),
  ) as {gc: string; limit: number};

  it('let the server hand memory back', () => {
    expect(node.gc).toBe('function');
  });

  // Outside its heap, an idle server holds about 90 MiB (the node binary, code, buffers): 128
  // MiB leaves room for those, so a full heap does not get the process killed at MemoryMax.
  it("keep the heap and node's other memory within the unit's MemoryMax", () => {
    expect(memoryMaxMiB).toBeGreaterThan(0);
    expect(node.limit / 2 ** 20 + 128).toBeLessThanOrEqual(memoryMaxMiB);
  });
});
