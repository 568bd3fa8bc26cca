/**
 * The <title> of a doc or API page names the sidebar section it belongs to
 * ("Usage | Private LLMs with nilAI", "Health | nilAI API"), so pages that share
 * a heading ("Usage", "Health", "Quickstart") never share a title in search
 * results, tabs and bookmarks. The section is the top-level category of the
 * page's sidebar; its own landing page, and a page whose title already names
 * it, keep their title as it is.
 */

/** The parts of a sidebar item this needs (Docusaurus's PropSidebarItem has more). */
export interface SidebarItemLike {
  type: string;
  label?: string;
  href?: string;
  items?: SidebarItemLike[];
}

function contains(item: SidebarItemLike, permalink: string): boolean {
  if (item.href === permalink) return true;
  return (item.items ?? []).some((child) => contains(child, permalink));
}

/**
 * The label of the top-level category that lists `permalink`, or null when the page is not in
 * one or is that category's own page.
 */
export function sectionOf(items: readonly SidebarItemLike[], permalink: string): string | null {
  const category = items.find((item) => item.type === 'category' && contains(item, permalink));
  if (!category?.label || category.href === permalink) return null;
  return category.label;
}

/** `title | section`, unless the title already names the section. */
export function titleWithSection(title: string, section: string | null): string {
  if (!section || title.toLowerCase().includes(section.toLowerCase())) return title;
  return `${title} | ${section}`;
}
