// @vitest-environment happy-dom
import {beforeEach, describe, expect, it} from 'vitest';
import {repairApiMarkup, watchApiMarkup} from '../../../src/lib/api-explorer/theme-markup';

// Shapes the OpenAPI theme (docusaurus-theme-openapi-docs 5.2.0) draws on an operation page.
const THEME_MARKUP = `
  <div class="openapi-tabs__response-container">
    <button class="openapi-tabs__arrow left"></button>
    <ul role="tablist"><li role="tab">200</li><li role="tab">401</li></ul>
    <button class="openapi-tabs__arrow right"></button>
  </div>
  <ul id="schema" style="margin-left: 1rem">
    <div>
      <div class="openapi-schema__list-item">model</div>
      <div style="margin-left: 1rem">
        <li id="array-marker"><div>Array [</div></li>
      </div>
    </div>
  </ul>
  <ul id="prose"><li>a Markdown list item</li></ul>
  <h2>Responses</h2>
  <details><summary><h4 class="openapi-security__summary-header">Authorization: http</h4></summary></details>
  <div class="openapi-explorer__playground-container">
    <div class="openapi-explorer__playground-editor"><pre class="prism-code">{"model": "x"}</pre></div>
  </div>
`;

describe('repairApiMarkup', () => {
  beforeEach(() => {
    document.body.innerHTML = THEME_MARKUP;
    repairApiMarkup(document.body);
  });

  it('names the tab-scroll arrows by direction (axe button-name)', () => {
    const arrows = [...document.querySelectorAll('.openapi-tabs__arrow')];
    expect(arrows.map((arrow) => arrow.getAttribute('aria-label'))).toEqual([
      'Scroll tabs left',
      'Scroll tabs right',
    ]);
    expect(arrows.map((arrow) => arrow.getAttribute('type'))).toEqual(['button', 'button']);
  });

  it('makes a list holding divs, and an item outside a list, presentational (axe list, listitem)', () => {
    expect(document.getElementById('schema')!.getAttribute('role')).toBe('none');
    expect(document.getElementById('array-marker')!.getAttribute('role')).toBe('none');
  });

  it('leaves real lists and tab lists alone', () => {
    expect(document.getElementById('prose')!.hasAttribute('role')).toBe(false);
    expect(document.querySelector('#prose li')!.hasAttribute('role')).toBe(false);
    expect(document.querySelector('[role="tablist"]')!.getAttribute('role')).toBe('tablist');
    expect(document.querySelector('[role="tab"]')!.getAttribute('role')).toBe('tab');
  });

  it('announces the security header at level 2, after the h2 sections (axe heading-order)', () => {
    expect(
      document.querySelector('.openapi-security__summary-header')!.getAttribute('aria-level'),
    ).toBe('2');
  });

  it('lets the keyboard reach the body editor, named, and makes it editable on focus', () => {
    const editor = document.querySelector<HTMLElement>('.openapi-explorer__playground-editor pre')!;
    expect(editor.tabIndex).toBe(0);
    expect(editor.getAttribute('role')).toBe('textbox');
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('aria-label')).toBe('Request body');
    // The theme makes the editor editable again only on a click of its wrapper.
    let clicks = 0;
    editor.parentElement!.addEventListener('click', () => clicks++);
    editor.dispatchEvent(new FocusEvent('focus'));
    expect(clicks).toBe(1);
  });

  it('changes nothing the second time', () => {
    const once = document.body.innerHTML;
    repairApiMarkup(document.body);
    expect(document.body.innerHTML).toBe(once);
  });
});

describe('watchApiMarkup', () => {
  it('repairs markup drawn after it started (a tab switched, the explorer hydrated)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const stop = watchApiMarkup(root);
    root.insertAdjacentHTML('beforeend', '<button class="openapi-tabs__arrow right"></button>');
    await expect
      .poll(() => root.querySelector('.openapi-tabs__arrow')!.getAttribute('aria-label'))
      .toBe('Scroll tabs right');
    stop();
  });
});
