/* global module */
// Custom markdownlint rule: with mdx1Compat off (docusaurus.config.ts), `:::note Title` renders as
// raw text on the page; a titled admonition must be written `:::note[Title]`.
const ADMONITION_WITH_BARE_TITLE =
  /^\s*:::(note|tip|info|warning|danger|caution|important)[ \t]+\S/;
const FENCE = /^\s*(```|~~~)/;

module.exports = {
  names: ['NIL001', 'admonition-title-brackets'],
  description: 'Admonition titles are written in brackets: :::note[Title]',
  tags: ['docusaurus'],
  parser: 'none',
  function: (params, onError) => {
    let inFence = false;
    params.lines.forEach((line, index) => {
      if (FENCE.test(line)) inFence = !inFence;
      if (!inFence && ADMONITION_WITH_BARE_TITLE.test(line)) {
        onError({
          lineNumber: index + 1,
          detail: `Write ":::${line.trim().slice(3).split(/\s+/)[0]}[Title]"`,
          context: line.trim(),
        });
      }
    });
  },
};
