import type Markdown from '@theme-original/Markdown';

/** The OpenAPI theme's own Markdown component (react-markdown with its plugins). */
export type ThemeMarkdown = typeof Markdown;
