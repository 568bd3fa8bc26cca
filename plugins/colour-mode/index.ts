/**
 * Dark when the reader's system states no colour-scheme preference.
 *
 * The classic theme's pre-paint script (getThemeInlineScript in
 * @docusaurus/theme-classic) maps "no stored choice" to
 * `matchMedia('(prefers-color-scheme: dark)')`, which is false both for a light
 * system and for one that states nothing, so with `respectPrefersColorScheme` a
 * reader without a preference gets light although `defaultMode` is dark
 * (facebook/docusaurus#10247 asks for this distinction). This plugin adds one
 * statement after the theme's script (site plugins inject after the preset's
 * theme): when the choice is still "system" and the system does not ask for
 * light, the page is dark. It runs before the first paint like the theme's own
 * script, and the deploy-config plugin hashes it into the CSP with the others,
 * so no `unsafe-inline` is needed. A stored toggle choice is untouched.
 */
import type {PluginModule} from '@docusaurus/types';

export const DARK_UNLESS_LIGHT_SCRIPT = `(function(){var d=document.documentElement;if(d.getAttribute('data-theme-choice')==='system'&&!window.matchMedia('(prefers-color-scheme: light)').matches){d.setAttribute('data-theme','dark');}})();`;

export default function colourModePlugin(): PluginModule {
  return () => ({
    name: 'nillion-colour-mode',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: DARK_UNLESS_LIGHT_SCRIPT}]};
    },
  });
}
