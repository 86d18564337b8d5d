/**
 * `llms.txt` and `llms-full.txt` of one language, after the llmstxt.org convention:
 * an H1 with the site's name, a blockquote with its summary, a few lines on what
 * the file holds, then one H2 section per app (and one for the release notes) with
 * a link to the Markdown version of each page.
 *
 * Examples (`sample: true`) are left out of both files: they show how the
 * documentation is organised, not how the apps behave, and search engines are
 * asked not to index them either. Their `.md` files exist and carry the notice.
 * So are the apps' changelogs: lists of release notes, which the release-notes
 * section lists itself. Each app's section starts with its entry page; pages for
 * the site's editors come last, under `## Optional` (the convention's section an
 * assistant may skip).
 */
import type {Locale} from '../../config/i18n';
import type {PageKind} from './toMarkdown';

export interface IndexedPage {
  kind: PageKind;
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown version. */
  markdownUrl: string;
  /** Absolute URL of the page. */
  url: string;
  sample: boolean;
  /** The app section the page belongs to (its heading), for docs. */
  section: string;
  /** One sentence on the section (the app's summary), when there is one. */
  sectionSummary?: string;
  markdown: string;
  /** `entry`: the app's start page, listed first; `optional`: for editors, under Optional; `changelog`: not listed. */
  role?: 'entry' | 'optional' | 'changelog';
}

const en = {
  intro: (full: string, other: {label: string; url: string}) =>
    `Every documentation page and release note of this site in English, as Markdown: each link leads to the page's text ` +
    `without navigation; the same address without \`.md\` is the page itself. All pages in one file: ${full}. ` +
    `${other.label}: ${other.url}`,
  samples:
    'Pages that are examples of how the documentation is organised (marked "Example content") are not listed: they do not describe how the apps behave.',
  releaseNotes: 'Release notes',
  /** The section of pages outside an app. */
  documentation: 'Documentation',
  /** The section of the API reference's pages. */
  apiReference: 'API reference',
  /** The link text and description of the OpenAPI description, first in that section. */
  openApi: {
    title: 'OpenAPI description',
    description: 'The machine-readable description of the HTTP API (OpenAPI, JSON) that the API reference is generated from.',
  },
  fullIntro: (index: string) => `Every page listed in ${index}, one after another, newest release notes last.`,
  source: 'Source',
};

export const llmsStrings: Record<Locale, typeof en> = {
  en,
  de: {
    intro: (full, other) =>
      `Alle Dokumentationsseiten und Versionshinweise dieser Website auf Deutsch, als Markdown: Jeder Link führt zum Text der Seite ` +
      `ohne Navigation; dieselbe Adresse ohne \`.md\` ist die Seite selbst. Alle Seiten in einer Datei: ${full}. ` +
      `${other.label}: ${other.url}`,
    samples:
      'Seiten, die als Beispiel zeigen, wie die Dokumentation aufgebaut ist (gekennzeichnet mit „Beispielinhalt“), sind nicht aufgeführt: Sie beschreiben nicht, wie sich die Apps verhalten.',
    releaseNotes: 'Versionshinweise',
    documentation: 'Dokumentation',
    apiReference: 'API-Referenz',
    openApi: {
      title: 'OpenAPI-Beschreibung',
      description: 'Die maschinenlesbare Beschreibung der HTTP-Schnittstelle (OpenAPI, JSON), aus der die API-Referenz erzeugt wird.',
    },
    fullIntro: (index) => `Alle in ${index} aufgeführten Seiten nacheinander, die Versionshinweise zuletzt.`,
    source: 'Quelle',
  },
};

/** Text for a Markdown link label: no brackets or line breaks that would end it early. */
function linkText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/([[\]\\])/g, '\\$1');
}

export interface SiteFacts {
  title: string;
  tagline: string;
  /** Absolute URLs of this language's files. */
  indexUrl: string;
  fullUrl: string;
  /** The other language's llms.txt, with the label to introduce it. */
  other: {label: string; url: string};
  strings: typeof en;
  /** Absolute URL of the published OpenAPI description, listed first in the API reference's section. */
  openApiUrl?: string;
}

function listed(pages: IndexedPage[]): IndexedPage[] {
  return pages.filter((page) => !page.sample && page.role !== 'changelog');
}

/** The pages `first` holds for, then the others, each in the order given. */
const firstIf = (pages: IndexedPage[], first: (p: IndexedPage) => boolean) => [...pages.filter(first), ...pages.filter((p) => !first(p))];

/** The `llms.txt` of one language. Docs keep their order, grouped by section in order of first appearance. */
export function renderLlmsTxt(site: SiteFacts, pages: IndexedPage[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    site.strings.intro(site.fullUrl, site.other),
    '',
    site.strings.samples,
    '',
  ];
  const sections = new Map<string, IndexedPage[]>();
  // Pages for editors last, under Optional.
  for (const page of firstIf(listed(pages), (p) => p.role !== 'optional')) {
    const key = page.role === 'optional' ? 'Optional' : page.kind === 'post' ? site.strings.releaseNotes : page.section;
    sections.set(key, [...(sections.get(key) ?? []), page]);
  }
  for (const [section, entries] of sections) {
    lines.push(`## ${section}`, '');
    const summary = section === 'Optional' ? undefined : entries.find((entry) => entry.kind === 'doc')?.sectionSummary;
    if (summary) lines.push(summary, '');
    for (const [i, page] of firstIf(entries, (p) => p.role === 'entry').entries()) {
      const description = page.description.replace(/\s+/g, ' ').trim();
      lines.push(`- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
      // The OpenAPI description right after the API reference's overview.
      if (i === 0 && section === site.strings.apiReference && site.openApiUrl) {
        lines.push(`- [${linkText(site.strings.openApi.title)}](${site.openApiUrl}): ${site.strings.openApi.description}`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The `llms-full.txt` of one language: every listed page's Markdown, each after a rule and its source. */
export function renderLlmsFullTxt(site: SiteFacts, pages: IndexedPage[]): string {
  const head = [`# ${site.title}`, '', `> ${site.tagline}`, '', site.strings.fullIntro(site.indexUrl), ''].join('\n');
  const docsFirst = firstIf(listed(pages), (p) => p.kind === 'doc');
  const bodies = docsFirst.map((page) => `---\n\n${site.strings.source}: ${page.url}\n\n${page.markdown.trim()}\n`);
  return [head, ...bodies].join('\n');
}
