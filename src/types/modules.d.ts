/** Side-effect-only CSS entry point of DocSearch (it ships no types for it). */
declare module '@docsearch/react/style';
