/**
 * Gaps of the DocSearch 4.7 modal (@docsearch/react, pinned exactly in package.json), mended in
 * its published bundle rather than rebuilt around it. Each can go when the DocSearch release the
 * portal moves to fixes it (the build fails on an upgrade that changes the code, see below).
 * None can be made through DocSearch's props: each is inside the modal's own render or state
 * code (the props reach hits, translations and the search client, not these). A wrapper could
 * only rewrite the rendered DOM after React, racing its re-renders; a patch checked once per
 * build is the smaller risk.
 *
 * Search states DocSearch 3 had and 4.7 lost:
 * - "Try searching for" never appears: the modal keeps its suggested queries by
 *   spreading two arrays into an object, which has no length, so the list is
 *   never rendered (and never updated after the first query). algolia/docsearch#2922.
 * - "Unable to fetch results" never stays: the modal sets the error status on a
 *   RetryError, then the autocomplete core's `finally` resets it to idle.
 * - "No recent searches" does not exist: with no recent or favourite searches
 *   the modal hides its body instead of saying so.
 *
 * Markup a screen reader meets (axe, WCAG 2.2; algolia/docsearch#1370, #1014):
 * - The modal's root is a `role="button"` named "Search" that holds the whole
 *   dialog, inputs and links included (nested-interactive,
 *   label-content-name-mismatch), and nothing says it is a dialog: it becomes a
 *   modal dialog named by the search field's label.
 * - Each result is a listbox option holding a link (nested-interactive): the
 *   option role, id and selection move onto the link (an `a[href]` may take the
 *   option role), and the list item becomes presentational. The hit component
 *   (src/theme/SearchBar) receives them as `optionProps`.
 * - The search bar's `<header>` and the footer's `<footer>` are a second banner
 *   and contentinfo landmark on the page: inside the dialog they are plain
 *   groups of controls.
 *
 * The site's CSP (no `unsafe-eval`):
 * - The bundled zod (for Ask AI's tool schemas) probes whether `new Function`
 *   works when it first builds an object schema, which the CSP blocks and the
 *   browser reports as a `script-src` violation each time search opens. The
 *   probe answers "no" without trying; zod then validates without generated
 *   code, as it already did under the CSP.
 *
 * Each patch matches the minified code by shape (names vary between builds) and
 * must match exactly once, so a DocSearch upgrade that changes the code fails
 * the build loudly instead of silently dropping a fix.
 */

export interface ModalPatch {
  name: string;
  pattern: RegExp;
  replacement: string;
}

const NAME = '[\\w$]+';

export const DOCSEARCH_MODAL_PATCHES: readonly ModalPatch[] = [
  {
    name: 'suggested queries are the current groups (an array)',
    pattern: new RegExp(
      `(${NAME})\\(\\{searchSuggestions:${NAME}\\(${NAME}\\(\\{\\},null!==\\((${NAME})=${NAME}\\.context\\.searchSuggestions\\)&&void 0!==\\2\\?\\2:\\[\\]\\),Object\\.keys\\((${NAME})\\)\\)\\}\\)`,
      'g',
    ),
    replacement: '$1({searchSuggestions:Object.keys($3)})',
  },
  {
    name: 'the error status survives the end of the request',
    pattern: new RegExp(
      `\\.finally\\(function\\(\\)\\{(${NAME})\\("idle"\\),(${NAME})&&(${NAME})\\.environment\\.clearTimeout\\(\\2\\)\\}\\);return (${NAME})\\.pendingRequests\\.add`,
      'g',
    ),
    replacement:
      '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)});return $4.pendingRequests.add',
  },
  {
    name: 'the start screen is shown even without recent searches',
    pattern: new RegExp(
      `("idle"!==(${NAME})\\.status\\|\\|!1!==${NAME}\\|\\|0!==\\2\\.query\\.length\\|\\|${NAME}\\|\\|\\()(${NAME})=!1\\)`,
      'g',
    ),
    replacement: '$1$3=!0)',
  },
  {
    name: 'an empty start screen says "No recent searches"',
    pattern: new RegExp(
      `(var ${NAME}=${NAME}\\.translations,(${NAME})=void 0===${NAME}\\?\\{\\}:${NAME},(${NAME})=${NAME}\\(${NAME},${NAME}\\),${NAME}=\\2\\.recentSearchesTitle[^;]*;)return (${NAME})\\.createElement\\("div",\\{className:"DocSearch-Dropdown-Container"\\}`,
      'g',
    ),
    replacement:
      '$1if(!$3.hasCollections)return $3.disableUserPersonalization?null:$4.createElement("div",{className:"DocSearch-StartScreen"},$4.createElement("p",{className:"DocSearch-Help"},void 0===$2.noRecentSearchesText?"No recent searches":$2.noRecentSearchesText));return $4.createElement("div",{className:"DocSearch-Dropdown-Container"}',
  },
  {
    name: 'the modal root is a modal dialog named "Search", not a button',
    pattern: new RegExp(
      `(createElement\\("div",${NAME}\\(\\{ref:${NAME}\\},)${NAME}\\(\\{"aria-expanded":!0\\}\\),(\\{className:\\["DocSearch","DocSearch-Container",[^\\]]*\\]\\.filter\\(Boolean\\)\\.join\\(" "\\)),role:"button",tabIndex:0,`,
      'g',
    ),
    replacement: '$1$2,role:"dialog","aria-modal":"true","aria-labelledby":"docsearch-label",',
  },
  {
    name: 'a result link is the listbox option (its list item is presentational)',
    pattern: new RegExp(
      `createElement\\("li",${NAME}\\(\\{className:\\["DocSearch-Hit",(${NAME})\\.__docsearch_parent&&"DocSearch-Hit--Child"\\]\\.filter\\(Boolean\\)\\.join\\(" "\\)\\},(${NAME}\\(\\{item:\\1,source:${NAME}\\.source,onClick:function\\(${NAME}\\)\\{${NAME}\\(\\1,${NAME}\\)\\}\\}\\))\\),(${NAME})\\.createElement\\((${NAME}),\\{hit:\\1\\}`,
      'g',
    ),
    replacement:
      'createElement("li",{className:["DocSearch-Hit",$1.__docsearch_parent&&"DocSearch-Hit--Child"].filter(Boolean).join(" "),role:"none"},$3.createElement($4,{hit:$1,optionProps:$2}',
  },
  {
    name: 'the search bar header is no banner landmark',
    pattern: /createElement\("header",\{className:"DocSearch-SearchBar",/g,
    replacement: 'createElement("header",{role:"none",className:"DocSearch-SearchBar",',
  },
  {
    name: 'the modal footer is no contentinfo landmark',
    pattern: /createElement\("footer",\{className:"DocSearch-Footer"\}/g,
    replacement: 'createElement("footer",{role:"none",className:"DocSearch-Footer"}',
  },
  {
    name: 'zod never probes for eval (the CSP forbids it)',
    pattern: /try\{return new Function\(""\),!0\}catch\([\w$]+\)\{return!1\}/g,
    replacement: 'return!1',
  },
];

export function patchDocSearchModal(
  source: string,
  patches: readonly ModalPatch[] = DOCSEARCH_MODAL_PATCHES,
): string {
  return patches.reduce((code, patch) => {
    const matches = code.match(patch.pattern)?.length ?? 0;
    if (matches !== 1) {
      throw new Error(
        `[docsearch-fixes] "${patch.name}": expected the DocSearch modal code to match once, found ${matches}. ` +
          'DocSearch was probably upgraded: check whether the fix is still needed and update plugins/docsearch-fixes/patches.ts.',
      );
    }
    return code.replace(patch.pattern, patch.replacement);
  }, source);
}
