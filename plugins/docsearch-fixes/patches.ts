/**
 * Three gaps of the DocSearch 4.7 modal that the spec's search states need,
 * mended in its published bundle rather than rebuilt around it:
 *
 * - "Try searching for" never appears: the modal keeps its suggested queries by
 *   spreading two arrays into an object, which has no length, so the list is
 *   never rendered (and never updated after the first query).
 * - "Unable to fetch results" never stays: the modal sets the error status on a
 *   RetryError, then the autocomplete core's `finally` resets it to idle.
 * - "No recent searches" does not exist: with no recent or favourite searches
 *   the modal hides its body instead of saying so.
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
