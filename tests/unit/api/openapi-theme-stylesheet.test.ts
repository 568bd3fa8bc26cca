import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readBuild} from '../../../plugins/page-model/read';
import {
  apiStylesheetLinkOutput,
  themeStylesheetOf,
  withThemeStylesheet,
} from '../../../plugins/openapi-theme/stylesheet-link';
import {isThemeStylesheet, isSiteWideStyle} from '../../../plugins/openapi-theme';
import {htmlClassesOf, pageKindOf} from '../../../plugins/page-model/html';

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
    expect(pageKindOf(OPERATION)).toBe('api');
    // A generated category index of the same instance does not import the stylesheet.
    expect(pageKindOf(page('docs-wrapper plugin-docs plugin-id-api docs-version-current'))).toBe(
      null,
    );
    expect(pageKindOf(page('docs-wrapper plugin-docs plugin-id-default docs-doc-page'))).toBe(
      'doc',
    );
    // Class names are whole words.
    expect(pageKindOf(page('plugin-id-api-v2 docs-doc-page'))).toBe('doc');
    expect(pageKindOf(page('blog-wrapper blog-post-page plugin-blog plugin-id-default'))).toBe(
      'article',
    );
    expect(pageKindOf(page('blog-wrapper blog-list-page plugin-blog plugin-id-default'))).toBe(
      null,
    );
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

describe('the API stylesheet link output', () => {
  /** A build with two API operation pages, an API index page and a doc page. */
  async function builtSite(cssFiles: string[]) {
    const outDir = mkdtempSync(path.join(tmpdir(), 'api-stylesheet-'));
    mkdirSync(path.join(outDir, 'api', 'nilai'), {recursive: true});
    mkdirSync(path.join(outDir, 'assets', 'css'), {recursive: true});
    for (const css of cssFiles) writeFileSync(path.join(outDir, 'assets', 'css', css), '');
    writeFileSync(path.join(outDir, 'api', 'nilai', 'chat.html'), OPERATION);
    writeFileSync(path.join(outDir, 'api', 'nilai', 'models.html'), OPERATION);
    writeFileSync(
      path.join(outDir, 'api', 'nilai.html'),
      page('docs-wrapper plugin-docs plugin-id-api docs-version-current'),
    );
    writeFileSync(
      path.join(outDir, 'learn.html'),
      page('docs-wrapper plugin-docs plugin-id-default docs-doc-page'),
    );
    return {outDir, build: await readBuild(outDir, [], 'https://docs.example.org')};
  }
  const site = {baseUrl: '/'} as never;
  const output = apiStylesheetLinkOutput;

  it("links the theme's chunk in the API item pages, and only there", async () => {
    const {outDir, build} = await builtSite(['styles.2ac00aa4.css', 'openapi-theme.f4436672.css']);
    expect(await output.write(build, site)).toBe(
      '2 API pages link /assets/css/openapi-theme.f4436672.css',
    );
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    const link = '<link rel="stylesheet" href="/assets/css/openapi-theme.f4436672.css">';
    expect(read('api/nilai/chat.html')).toContain(link);
    expect(read('api/nilai/models.html')).toContain(link);
    expect(read('api/nilai.html')).not.toContain('openapi-theme');
    expect(read('learn.html')).not.toContain('openapi-theme');
  });

  it('fails the build when API pages exist but the theme chunk does not', async () => {
    const {build} = await builtSite(['styles.2ac00aa4.css']);
    await expect(output.write(build, site)).rejects.toThrow(
      /\/api\/nilai\/chat is an API page, but the build has no openapi-theme stylesheet/,
    );
  });
});

describe('the classes of a built page', () => {
  it('reads them quoted, unquoted (as the minifier may write one class) or absent', () => {
    expect(htmlClassesOf('<html lang=en class="a  b c"><body>')).toEqual(['a', 'b', 'c']);
    expect(htmlClassesOf("<html class='x y'>")).toEqual(['x', 'y']);
    expect(htmlClassesOf('<html class=plugin-docs lang=en>')).toEqual(['plugin-docs']);
    expect(htmlClassesOf('<html lang=en><body class="b">')).toEqual([]);
  });
});
