/**
 * The articles as their source files declare them (file name, front matter,
 * authors.yml, tags.yml), so the browser tests derive what each blog page must
 * show from the posts themselves instead of from a list that could drift.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';

const ARTICLES_DIR = join(__dirname, '..', '..', 'articles');

export interface ArticleSource {
  file: string;
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, from the file name prefix. */
  date: string;
  authors: string[];
  tags: string[];
  image: string;
  /** Number of ```mermaid blocks in the body. */
  diagrams: number;
}

export interface AuthorSource {
  key: string;
  name: string;
  title: string;
  url: string;
  socials: Record<string, string>;
}

export interface TagSource {
  key: string;
  label: string;
  permalink: string;
}

function readYaml(file: string): unknown {
  return parse(readFileSync(join(ARTICLES_DIR, file), 'utf8'));
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${what} must be a string`);
  return value;
}

function requireStrings(value: unknown, what: string): string[] {
  if (!Array.isArray(value)) throw new Error(`${what} must be a list`);
  return value.map((item, index) => requireString(item, `${what}[${index}]`));
}

function readArticle(file: string): ArticleSource {
  const text = readFileSync(join(ARTICLES_DIR, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  const date = /^(\d{4}-\d{2}-\d{2})-/.exec(file)?.[1];
  if (!match || !date) throw new Error(`${file}: expected a dated file name and front matter`);
  const front = parse(match[1]) as Record<string, unknown>;
  return {
    file,
    slug: requireString(front.slug, `${file} slug`),
    title: requireString(front.title, `${file} title`),
    description: requireString(front.description, `${file} description`),
    date,
    authors: requireStrings(front.authors, `${file} authors`),
    tags: requireStrings(front.tags, `${file} tags`),
    image: requireString(front.image, `${file} image`),
    diagrams: (match[2].match(/^```mermaid$/gm) ?? []).length,
  };
}

/** Every post, newest first (the order of the list page, the feeds and the archive). */
export const articles: readonly ArticleSource[] = readdirSync(ARTICLES_DIR)
  .filter((file) => /\.mdx?$/.test(file))
  .map(readArticle)
  .sort((a, b) => b.date.localeCompare(a.date));

export const authors: readonly AuthorSource[] = Object.entries(
  readYaml('authors.yml') as Record<string, Record<string, unknown>>,
).map(([key, author]) => ({
  key,
  name: requireString(author.name, `author ${key} name`),
  title: requireString(author.title, `author ${key} title`),
  url: requireString(author.url, `author ${key} url`),
  socials: (author.socials ?? {}) as Record<string, string>,
}));

export const tags: readonly TagSource[] = Object.entries(
  readYaml('tags.yml') as Record<string, Record<string, unknown>>,
).map(([key, tag]) => ({
  key,
  label: requireString(tag.label, `tag ${key} label`),
  permalink: requireString(tag.permalink, `tag ${key} permalink`),
}));

export function articlesTagged(tagKey: string): ArticleSource[] {
  return articles.filter((article) => article.tags.includes(tagKey));
}

export function articlesBy(authorKey: string): ArticleSource[] {
  return articles.filter((article) => article.authors.includes(authorKey));
}

/** How the theme prints a post date on list and post pages (en locale, UTC). */
export function displayDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
