/**
 * Page titles that tell pages apart: "Setup" is the setup of a dozen apps, so its browser tab
 * and search result read "Setup – Subscription & Recurring Billing". The docs sidebar, which
 * every docs page already has, is the list of names: a name that more than one page carries
 * gets the nearest enclosing category whose name is unique (the app, or the area of an app).
 * A category's own page that still shares its name with a page inside it (the app's category
 * "Cockpit" and the app's page "Cockpit") is the table of contents: it gets `contents`.
 */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

interface Entry {
  label: string;
  href?: string;
  isCategory: boolean;
  /** The labels of the categories around it, outermost first. */
  categories: string[];
}

function entriesOf(items: readonly PropSidebarItem[], categories: string[] = []): Entry[] {
  return items.flatMap((item): Entry[] => {
    if (item.type === 'link') return [{label: item.label, href: item.href, isCategory: false, categories}];
    if (item.type === 'category')
      return [{label: item.label, href: item.href, isCategory: true, categories}, ...entriesOf(item.items, [...categories, item.label])];
    return [];
  });
}

const key = (text: string) => text.trim().toLowerCase();
const path = (href: string) => href.replace(/[?#].*$/, '').replace(/\/+$/, '');

/**
 * `title` as the page at `permalink` shows it in its browser tab: with what tells it apart, if it shares its name
 * (" – <category>" and, for a table of contents, " – <contents>").
 */
export function distinctTitle(title: string, permalink: string, sidebar: readonly PropSidebarItem[] | undefined, contents: string): string {
  if (!sidebar) return title;
  const entries = entriesOf(sidebar);
  const named = (label: string) => entries.filter((entry) => key(entry.label) === key(label));
  const pages = new Map<string, Entry>();
  for (const entry of entries) if (entry.href && !pages.has(path(entry.href))) pages.set(path(entry.href), entry);
  const suffixes = new Map<string, string>();
  const byTitle = new Map<string, string[]>();
  for (const [href, entry] of pages) {
    const sharing = new Set(named(entry.label).flatMap((e) => (e.href ? [path(e.href)] : [])));
    if (sharing.size < 2) continue;
    const around = entry.categories.filter((label) => key(label) !== key(entry.label));
    const qualifier = [...around].reverse().find((label) => named(label).length === 1) ?? around[0];
    const suffix = qualifier ? ` – ${qualifier}` : '';
    suffixes.set(href, suffix);
    const shown = key(entry.label + suffix);
    byTitle.set(shown, [...(byTitle.get(shown) ?? []), href]);
  }
  for (const hrefs of byTitle.values()) {
    if (hrefs.length < 2) continue;
    for (const href of hrefs) if (pages.get(href)!.isCategory) suffixes.set(href, `${suffixes.get(href)} – ${contents}`);
  }
  return title + (suffixes.get(path(permalink)) ?? '');
}
