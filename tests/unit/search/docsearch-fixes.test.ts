import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  DOCSEARCH_MODAL_PATCHES,
  patchDocSearchModal,
} from '../../../plugins/docsearch-fixes/patches';

const installedModal = readFileSync(
  createRequire(import.meta.url).resolve('@docsearch/react/modal'),
  'utf8',
);

/** The patch whose name contains `words`. */
function patch(words: string) {
  const found = DOCSEARCH_MODAL_PATCHES.find(({name}) => name.includes(words));
  if (!found) throw new Error(`no patch named like "${words}"`);
  return found;
}

describe('patchDocSearchModal', () => {
  it('applies every fix to the installed DocSearch modal exactly once', () => {
    for (const patch of DOCSEARCH_MODAL_PATCHES) {
      expect(installedModal.match(patch.pattern), patch.name).toHaveLength(1);
    }
    const patched = patchDocSearchModal(installedModal);
    for (const patch of DOCSEARCH_MODAL_PATCHES) {
      expect(patched.match(patch.pattern), `${patch.name} (after)`).toBeNull();
    }
  });

  it('keeps suggested queries as an array of the current groups', () => {
    const code =
      'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})';
    expect(patchDocSearchModal(code, [DOCSEARCH_MODAL_PATCHES[0]])).toBe(
      'u({searchSuggestions:Object.keys(o)})',
    );
  });

  it('leaves an error status in place at the end of a request', () => {
    const code =
      '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)';
    const patched = patchDocSearchModal(code, [DOCSEARCH_MODAL_PATCHES[1]]);
    expect(patched).toContain('"error"!==o.getState().status&&p("idle")');
    const statuses: string[] = [];
    const store = {status: 'error', getState: () => store};
    const setStatus = (status: string) => statuses.push(status);
    new Function(
      'p',
      'Ft',
      'u',
      'o',
      'y',
      patched.replace(/^\.finally\(function\(\)\{(.*?)\}\);return.*$/, '$1'),
    )(setStatus, 0, {environment: {clearTimeout() {}}}, store, null);
    expect(statuses).toEqual([]);
  });

  it('leaves no eval probe in the modal (the CSP has no unsafe-eval)', () => {
    expect(installedModal).toMatch(/new Function\(/);
    expect(patchDocSearchModal(installedModal)).not.toMatch(/new Function\(|\beval\(/);
  });

  it('makes the modal root a modal dialog named by the search label, without the combobox props', () => {
    const code =
      'e.createElement("div",F({ref:pe},ot({"aria-expanded":!0}),{className:["DocSearch","DocSearch-Container","error"===ce.status&&"DocSearch-Container--Errored"].filter(Boolean).join(" "),role:"button",tabIndex:0,onMouseDown:function(e){}}),';
    const patched = patchDocSearchModal(code, [patch('modal root')]);
    expect(patched).toContain(
      'role:"dialog","aria-modal":"true","aria-labelledby":"docsearch-label"',
    );
    expect(patched).not.toMatch(/role:"button"|tabIndex|ot\(/);
    expect(patched).toContain('onMouseDown:function(e){}');
  });

  it('gives the option props to the result link and makes the list item presentational', () => {
    const code =
      'return e.createElement("li",F({className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" ")},i({item:n,source:s.source,onClick:function(e){o(n,e)}})),e.createElement(c,{hit:n},';
    expect(patchDocSearchModal(code, [patch('result link')])).toBe(
      'return e.createElement("li",{className:["DocSearch-Hit",n.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),role:"none"},e.createElement(c,{hit:n,optionProps:i({item:n,source:s.source,onClick:function(e){o(n,e)}})},',
    );
  });

  it('keeps the search bar and footer from being page landmarks', () => {
    const patched = patchDocSearchModal(installedModal);
    expect(patched).toContain(
      'createElement("header",{role:"none",className:"DocSearch-SearchBar"',
    );
    expect(patched).toContain('createElement("footer",{role:"none",className:"DocSearch-Footer"}');
  });

  it('names the fix and the likely cause when the code no longer matches', () => {
    expect(() => patchDocSearchModal('export default 1')).toThrow(
      /suggested queries .* found 0\. DocSearch was probably upgraded/,
    );
  });

  it('refuses code that matches a fix more than once', () => {
    const once = '("idle"!==ce.status||!1!==pt||0!==ce.query.length||J||(ft=!1),';
    expect(() => patchDocSearchModal(once + once, [DOCSEARCH_MODAL_PATCHES[2]])).toThrow(/found 2/);
  });
});
