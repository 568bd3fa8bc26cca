import {describe, expect, it} from 'vitest';
import {
  PAGE_WEIGHT_BUDGETS,
  checkBudget,
  formatMetric,
  type PageWeightBudget,
  type PageWeightMeasurement,
} from '../../../scripts/measure/budgets';
import {PAGE_TYPES} from '../../../src/lib/routes';

const budget: PageWeightBudget = {jsGzipBytes: 200 * 1024, cssGzipBytes: 30 * 1024, requests: 20};
const fits: PageWeightMeasurement = {
  route: '/build/compute/limitations',
  type: 'doc',
  jsGzipBytes: 150 * 1024,
  cssGzipBytes: 25 * 1024,
  requests: 12,
};

describe('checkBudget', () => {
  it('passes a page under every limit', () => {
    expect(checkBudget(fits, budget)).toEqual([]);
  });

  it('passes a page exactly at its limits (the budget is a maximum)', () => {
    expect(checkBudget({...fits, ...budget}, budget)).toEqual([]);
  });

  it('names route, type, metric and both figures for a page over its JS budget', () => {
    const failures = checkBudget({...fits, jsGzipBytes: 250 * 1024}, budget);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      route: '/build/compute/limitations',
      type: 'doc',
      metric: 'jsGzipBytes',
      measured: 250 * 1024,
      budget: 200 * 1024,
    });
    expect(failures[0].message).toBe(
      '/build/compute/limitations (doc): initial JS gzip 250.0 KiB > budget 200.0 KiB (+25.0%)',
    );
  });

  it('reports every metric over budget, one failure each', () => {
    const failures = checkBudget(
      {...fits, jsGzipBytes: 201 * 1024, cssGzipBytes: 31 * 1024, requests: 21},
      budget,
    );
    expect(failures.map((failure) => failure.metric)).toEqual([
      'jsGzipBytes',
      'cssGzipBytes',
      'requests',
    ]);
    expect(failures[2].message).toBe(
      '/build/compute/limitations (doc): same-origin requests 21 > budget 20 (+5.0%)',
    );
  });

  it('fails one byte over budget', () => {
    expect(checkBudget({...fits, cssGzipBytes: 30 * 1024 + 1}, budget)).toHaveLength(1);
  });

  it('refuses a measurement that is not a number rather than passing it', () => {
    expect(() => checkBudget({...fits, jsGzipBytes: Number.NaN}, budget)).toThrow(/jsGzipBytes/);
    expect(() => checkBudget({...fits, requests: -1}, budget)).toThrow(/requests/);
  });
});

describe('PAGE_WEIGHT_BUDGETS', () => {
  it('has a positive budget for every page type', () => {
    expect(Object.keys(PAGE_WEIGHT_BUDGETS).sort()).toEqual([...PAGE_TYPES].sort());
    for (const type of PAGE_TYPES) {
      const {jsGzipBytes, cssGzipBytes, requests} = PAGE_WEIGHT_BUDGETS[type];
      expect(jsGzipBytes, type).toBeGreaterThan(0);
      expect(cssGzipBytes, type).toBeGreaterThan(0);
      expect(requests, type).toBeGreaterThan(0);
    }
  });

  it('keeps the avoidable weight out of plain docs: a doc page budgets less JS than one with a diagram or an API page', () => {
    expect(PAGE_WEIGHT_BUDGETS.doc.jsGzipBytes).toBeLessThan(
      PAGE_WEIGHT_BUDGETS['doc-diagram'].jsGzipBytes,
    );
    expect(PAGE_WEIGHT_BUDGETS.doc.jsGzipBytes).toBeLessThan(
      PAGE_WEIGHT_BUDGETS['api-operation'].jsGzipBytes,
    );
  });
});

describe('formatMetric', () => {
  it('writes bytes as KiB and requests as a count', () => {
    expect(formatMetric('jsGzipBytes', 1536)).toBe('1.5 KiB');
    expect(formatMetric('requests', 7)).toBe('7');
  });
});
