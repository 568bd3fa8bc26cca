import {describe, expect, it} from 'vitest';
import {
  isApiItemPage,
  themeStylesheetOf,
  withThemeStylesheet,
} from '../../plugins/openapi-theme/stylesheet-link';
import {isThemeStylesheet, isSiteWideStyle} from '../../plugins/openapi-theme';

const page = (htmlClass: string) =>
  `<!doctype html><html lang=en class="${htmlClass}"><head><meta charset=UTF-8>` +
  '<link rel=stylesheet href=/assets/css/styles.2ac00aa4.css /><link rel=preload as=image href=/img/logo.svg />' +
  '</head><body></body></html>';
const OPERATION = page(
  'docs-wrapper plugin-docs plugin-id-api docs-version-current docs-doc-page docs-doc-id-nilai/x',
);

describe('the theme stylesheet in the API pages', () => {
  it('finds the theme chunk among the CSS files, by its name', () => {
    expect(themeStylesheetOf(['styles.444a96d7.css', 'openapi-theme.f4436672.css'])).toBe(
      'openapi-theme.f4436672.css',
    );
    expect(themeStylesheetOf(['styles.444a96d7.css', '2776.f4436672.css'])).toBeNull();
    expect(() => themeStylesheetOf(['openapi-theme.1.css', 'openapi-theme.2.css'])).toThrow(
      /More than one/,
    );
  });

  it('takes the doc pages of the API docs instance, not its index pages or other instances', () => {
    expect(isApiItemPage(OPERATION, 'api')).toBe(true);
    // A generated category index of the same instance does not import the stylesheet.
    expect(
      isApiItemPage(page('docs-wrapper plugin-docs plugin-id-api docs-version-current'), 'api'),
    ).toBe(false);
    expect(
      isApiItemPage(page('docs-wrapper plugin-docs plugin-id-default docs-doc-page'), 'api'),
    ).toBe(false);
    // Class names are whole words.
    expect(isApiItemPage(page('plugin-id-api-v2 docs-doc-page'), 'api')).toBe(false);
  });

  it("links it right after the site's stylesheet, once", () => {
    const href = '/assets/css/openapi-theme.f4436672.css';
    const linked = withThemeStylesheet(OPERATION, href);
    expect(linked).toContain(
      '<link rel=stylesheet href=/assets/css/styles.2ac00aa4.css /><link rel="stylesheet" href="/assets/css/openapi-theme.f4436672.css"><link rel=preload',
    );
    expect(withThemeStylesheet(linked, href)).toBe(linked);
  });

  it("refuses a page without the site's stylesheet, where the cascade order is unknown", () => {
    expect(() => withThemeStylesheet('<html><head></head></html>', '/a.css')).toThrow(
      /site-wide stylesheet/,
    );
  });

  it('moves the theme stylesheet, and only it, from the site-wide group to its own', () => {
    const theme = {
      resource: require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss'),
    };
    const partial = {nameForCondition: () => theme.resource};
    const siteCss = {resource: '/site/src/css/custom.css'};
    expect([theme, partial, siteCss].map(isThemeStylesheet)).toEqual([true, true, false]);
    expect([theme, partial, siteCss].map(isSiteWideStyle)).toEqual([false, false, true]);
  });
});
