import type {NodeResult, Result} from 'axe-core';
import {describe, expect, it} from 'vitest';
import {findings, formatViolations, selectorOf, type AxeScan} from '../../support/axe-report';

function node(target: NodeResult['target'], failureSummary?: string): NodeResult {
  return {target, html: '<p>x</p>', failureSummary, any: [], all: [], none: []};
}

function violation(id: string, nodes: NodeResult[], impact: Result['impact'] = 'serious'): Result {
  return {
    id,
    impact,
    nodes,
    tags: ['wcag2aa'],
    description: `${id} description`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${id}`,
  };
}

const contrast = violation('color-contrast', [
  node(
    ['.navbar__link'],
    'Fix any of the following:\n  Element has insufficient color contrast of 3.1 (foreground color: #8a89ff, background color: #ffffff, font size: 12.0pt (16px), font weight: normal). Expected contrast ratio of 4.5:1',
  ),
  node(['#low-contrast-sample']),
]);

describe('selectorOf', () => {
  it('joins shadow-root parts with >>> and frames with ->', () => {
    expect(selectorOf(node(['#a']))).toBe('#a');
    expect(selectorOf(node([['my-widget', 'button.inner']]))).toBe('my-widget >>> button.inner');
    expect(selectorOf(node(['iframe#docs', '.link']))).toBe('iframe#docs -> .link');
  });
});

describe('formatViolations', () => {
  it('is empty when no scan found anything', () => {
    const clean: AxeScan[] = [
      {route: '/', mode: 'light', width: 'desktop 1280×800', violations: []},
      {route: '/', mode: 'dark', width: 'mobile 390×844', violations: []},
    ];
    expect(formatViolations(clean)).toBe('');
    expect(formatViolations([])).toBe('');
  });

  it('names the rule, the route, the mode, the width and every element with its reason', () => {
    const report = formatViolations([
      {
        route: '/learn/what-is-nillion',
        mode: 'dark',
        width: 'mobile 390×844',
        violations: [contrast],
      },
    ]);
    expect(report).toContain('2 accessibility violations (axe-core):');
    expect(report).toContain(
      'color-contrast (serious) on /learn/what-is-nillion [dark, mobile 390×844]: color-contrast help',
    );
    expect(report).toContain(
      '  - .navbar__link — Element has insufficient color contrast of 3.1 (foreground color: #8a89ff',
    );
    expect(report).toMatch(/^ {2}- #low-contrast-sample$/m);
    expect(report).toContain('https://dequeuniversity.com/rules/axe/4.14/color-contrast');
    expect(report).not.toContain('Fix any of the following');
  });

  it('names the open component when the scan was of one', () => {
    const report = formatViolations([
      {
        route: '/build/quickstart',
        mode: 'light',
        width: 'desktop 1280×800',
        state: 'search modal',
        violations: [violation('aria-dialog-name', [node(['.DocSearch-Modal'])], 'serious')],
      },
    ]);
    expect(report).toContain(
      'aria-dialog-name (serious) on /build/quickstart [light, desktop 1280×800, search modal open]',
    );
  });

  it('keeps one block per scan and rule, and counts the elements past ten', () => {
    const many = violation(
      'link-name',
      Array.from({length: 13}, (_, index) => node([`a:nth-child(${index + 1})`])),
      null,
    );
    const report = formatViolations([
      {route: '/a', mode: 'light', width: 'desktop', violations: [many]},
      {route: '/b', mode: 'dark', width: 'desktop', violations: [contrast]},
    ]);
    expect(report.startsWith('15 accessibility violations')).toBe(true);
    expect(report).toContain('link-name on /a [light, desktop]: link-name help');
    expect(report).toContain('a:nth-child(10)');
    expect(report).not.toContain('a:nth-child(11)');
    expect(report).toContain('  … and 3 more elements');
    expect(report).toContain('color-contrast (serious) on /b [dark, desktop]');
  });
});

describe('findings', () => {
  it('lists one entry per element, rule and scan', () => {
    expect(
      findings([
        {
          route: '/x',
          mode: 'light',
          width: 'mobile',
          state: 'mobile drawer',
          violations: [contrast],
        },
        {route: '/y', mode: 'dark', width: 'desktop', violations: []},
      ]),
    ).toEqual([
      {
        rule: 'color-contrast',
        route: '/x',
        mode: 'light',
        width: 'mobile',
        state: 'mobile drawer',
        selector: '.navbar__link',
      },
      {
        rule: 'color-contrast',
        route: '/x',
        mode: 'light',
        width: 'mobile',
        state: 'mobile drawer',
        selector: '#low-contrast-sample',
      },
    ]);
  });
});
