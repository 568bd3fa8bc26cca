/** Side-effect-only CSS entry point of DocSearch (it ships no types for it). */
declare module '@docsearch/react/style';

/** turndown-plugin-gfm ships no types; these are the two rule sets the Markdown export uses. */
declare module 'turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const gfm: TurndownService.Plugin;
}
