import type {Localized} from './i18n';

/**
 * The product areas documented on this site: the single list that drives the
 * docs sidebar categories, the footer, the home page cards and the per-app
 * release-note tags. Add an app here and everything else follows.
 */
export interface ProductArea {
  /** Folder under docs/ (and the area code used in URLs). */
  code: string;
  name: Localized;
  /**
   * Other spellings of the German name that German text must not use: the
   * name is written as `name.de` everywhere (cards, sidebar, footer, tags,
   * pages, release notes, llms.txt). tests/unit/product-names.test.ts fails
   * on any of them in i18n/de/.
   */
  deVariants?: string[];
  /** One sentence on what the app is for (home page card, category page). */
  summary: Localized;
  /**
   * The words readers of each language use for the app's subject besides its name: site search
   * matches them on every page of the app, as it matches the name ("Projekt" finds Project Billing's
   * German pages, whose text may say only "Auftrag").
   */
  readerWords: Localized;
  /** Slug of the area's category landing page: /docs/category/<categorySlug>. */
  categorySlug: string;
  /** Doc path of the area's entry page, relative to /docs/. */
  docsPath: string;
  /** Blog tag that marks release notes about this area. */
  blogTag?: string;
  /** Footer column the area is listed in; areas without one are not in the footer. */
  footerGroup?: FooterGroup;
  /** Sub-areas with their own category (folders under docs/<code>/). */
  children?: ProductArea[];
}

export type FooterGroup = 'billing' | 'sales' | 'productivity' | 'webapp';

export const footerGroups: Record<FooterGroup, Localized> = {
  billing: {en: 'Billing', de: 'Abrechnung'},
  sales: {en: 'Sales and documents', de: 'Verkauf und Belege'},
  productivity: {en: 'Productivity', de: 'Produktivität'},
  webapp: {en: 'Web app', de: 'Web-App'},
};

/**
 * The home page groups the apps like the footer, in its order; the apps without
 * a footer column (an industry package, an integration and the functions all
 * apps share) follow in a group of their own.
 */
export type AppGroup = FooterGroup | 'more';

export const moreAppsGroup: Localized = {en: 'More apps and essentials', de: 'Weitere Apps und Grundfunktionen'};

export const products: ProductArea[] = [
  {
    code: 'srb',
    name: {en: 'Subscription & Recurring Billing', de: 'Subscription & Recurring Billing'},
    summary: {
      en: 'Manage customer and vendor contracts with service objects and bill recurring services automatically.',
      de: 'Debitoren- und Kreditorenverträge mit Leistungsgegenständen verwalten und wiederkehrende Leistungen automatisch abrechnen.',
    },
    readerWords: {
      en: 'subscription subscriptions contract contracts recurring billing',
      de: 'Abonnement Abonnements Vertrag Verträge wiederkehrende Abrechnung',
    },
    categorySlug: 'subscription--recurring-billing',
    docsPath: 'srb',
    blogTag: 'subscription-recurring-billing',
    footerGroup: 'billing',
  },
  {
    code: 'pb',
    name: {en: 'Project Billing', de: 'Project Billing'},
    summary: {
      en: 'Turn project tasks, planning lines and recorded time into sales documents and invoices.',
      de: 'Projektaufgaben, Projektplanzeilen und erfasste Zeiten in Verkaufsbelege und Rechnungen überführen.',
    },
    readerWords: {en: 'project projects job jobs billing invoicing', de: 'Projekt Projekte Projektabrechnung Abrechnung'},
    categorySlug: 'project-billing',
    docsPath: 'pb',
    blogTag: 'project-billing',
    footerGroup: 'billing',
  },
  {
    code: 'ibt',
    name: {en: 'IT Business Toolkit', de: 'IT Business Toolkit'},
    summary: {
      en: 'Margin calculation, calculation import, licensee data and sales-related procurement for IT resellers.',
      de: 'Margenkalkulation, Kalkulationsimport, Lizenznehmerdaten und auftragsbezogene Beschaffung für IT-Händler.',
    },
    readerWords: {en: 'IT reseller margin calculation', de: 'IT-Händler Marge Kalkulation'},
    categorySlug: 'it-business-toolkit',
    docsPath: 'ibt',
    blogTag: 'it-business-toolkit',
    footerGroup: 'sales',
  },
  {
    code: 'swt',
    name: {en: 'Smart Workflow Tool', de: 'Smart Workflow Tool'},
    summary: {
      en: 'Define processes and process statuses and guide documents through them.',
      de: 'Prozesse und Prozessstatus definieren und Belege gezielt durch sie führen.',
    },
    readerWords: {en: 'workflow process status', de: 'Workflow Prozess Status'},
    categorySlug: 'smart-workflow-tool',
    docsPath: 'swt',
    blogTag: 'smart-workflow-tool',
    footerGroup: 'productivity',
  },
  {
    code: 'dt',
    name: {en: 'Document Tracker', de: 'Document Tracker'},
    summary: {
      en: 'Follow a document through everything that came before and after it.',
      de: 'Einen Beleg mit allen vorangehenden und nachfolgenden Belegen verfolgen.',
    },
    readerWords: {en: 'document tracking follow documents', de: 'Belegverfolgung Belege verfolgen'},
    categorySlug: 'document-tracker',
    docsPath: 'dt',
    blogTag: 'document-tracker',
    footerGroup: 'sales',
  },
  {
    code: 'cp',
    name: {en: 'Cockpit', de: 'Cockpit'},
    summary: {
      en: 'Personal cues on the Role Center with filters and templates per user.',
      de: 'Persönliche Kacheln im Rollencenter mit Filtern und Vorlagen je Benutzer.',
    },
    readerWords: {en: 'role center tiles', de: 'Rollencenter Kacheln'},
    categorySlug: 'cockpit',
    docsPath: 'cp',
    blogTag: 'cockpit',
    footerGroup: 'productivity',
  },
  {
    code: 'rhf',
    name: {en: 'Record History & Favorites', de: 'Record History & Favorites'},
    summary: {
      en: 'Return to recently opened records and keep favourites at hand.',
      de: 'Zuletzt geöffnete Datensätze wiederfinden und Favoriten griffbereit halten.',
    },
    readerWords: {en: 'recent records favorites history', de: 'zuletzt geöffnete Datensätze Favoriten Verlauf'},
    categorySlug: 'record-history--favorites',
    docsPath: 'rhf',
    blogTag: 'record-history-favorites',
    footerGroup: 'productivity',
  },
  {
    code: 'ebs',
    name: {en: 'Easy Bundle Seller', de: 'Easy Bundle Seller'},
    summary: {
      en: 'Sell bundles of items and print them with subtotals and formatting.',
      de: 'Artikel als Bundles verkaufen und mit Zwischensummen und Formatierungen drucken.',
    },
    readerWords: {en: 'bundle bundles', de: 'Bundle Bundles Artikelbundle'},
    categorySlug: 'easy-bundle-seller',
    docsPath: 'ebs',
    blogTag: 'easy-bundle-seller',
    footerGroup: 'sales',
  },
  {
    code: 'ht',
    name: {en: 'Happy Texts', de: 'Happy Texts'},
    summary: {
      en: 'Text templates and continuous texts for sales and purchase documents.',
      de: 'Textvorlagen und Fließtexte für Verkaufs- und Einkaufsbelege.',
    },
    readerWords: {en: 'text templates texts', de: 'Textvorlagen Texte'},
    categorySlug: 'happy-texts',
    docsPath: 'ht',
    blogTag: 'happy-texts',
    footerGroup: 'sales',
  },
  {
    code: 'pli',
    name: {en: 'Price List Import', de: 'Price List Import'},
    summary: {
      en: 'Import vendor price lists as catalog items through data exchange definitions.',
      de: 'Preislisten von Kreditoren über Datenaustauschdefinitionen als Katalogartikel importieren.',
    },
    readerWords: {en: 'price list import catalog', de: 'Preisliste Preislistenimport Katalog'},
    categorySlug: 'price-list-import',
    docsPath: 'pli',
    blogTag: 'price-list-import',
    footerGroup: 'sales',
  },
  {
    code: 'ubb',
    name: {en: 'Usage Based Billing', de: 'Usage Based Billing'},
    summary: {
      en: 'Import usage data from suppliers and bill it through subscription contracts.',
      de: 'Nutzungsdaten von Lieferanten importieren und über Abonnementverträge abrechnen.',
    },
    readerWords: {en: 'usage usage data consumption billing', de: 'Nutzung Nutzungsdaten Verbrauch nutzungsbasierte Abrechnung'},
    categorySlug: 'usage-based-billing',
    docsPath: 'ubb',
    blogTag: 'usage-based-billing',
    footerGroup: 'billing',
  },
  {
    code: 'ps',
    name: {en: 'Prepaid Services', de: 'Prepaid Services'},
    summary: {
      en: 'Sell service credit in advance, record consumption against it and dissolve residual balances.',
      de: 'Leistungsguthaben im Voraus verkaufen, Verbräuche dagegen buchen und Restguthaben auflösen.',
    },
    readerWords: {en: 'prepaid credit balance top-up', de: 'Vorauszahlung Guthaben Prepaid Aufladung'},
    categorySlug: 'prepaid-services',
    docsPath: 'ps',
    blogTag: 'prepaid-services',
    footerGroup: 'billing',
  },
  {
    code: 'msp',
    name: {en: 'Managed Service Providers', de: 'Managed Service Providers'},
    deVariants: ['Managed Service Provider', 'Managed-Service-Provider', 'Managed-Service-Providers'],
    summary: {
      en: 'Subscription renewals, fixed terms, warranty extensions and after-sales for service providers.',
      de: 'Verlängerungen, feste Laufzeiten, Garantieerweiterungen und Nachverkauf für Dienstleister.',
    },
    readerWords: {en: 'managed service provider services', de: 'Dienstleister Managed Services'},
    categorySlug: 'managed-service-providers',
    docsPath: 'msp/welcome',
    blogTag: 'managed-service-providers',
  },
  {
    code: 'acd',
    name: {en: 'API Connector for Dataverse', de: 'API Connector for Dataverse'},
    summary: {
      en: 'Synchronise Business Central with Dataverse and Dynamics 365 Sales through configurable jobs.',
      de: 'Business Central über konfigurierbare Jobs mit Dataverse und Dynamics 365 Sales synchronisieren.',
    },
    readerWords: {en: 'dataverse synchronization connector', de: 'Dataverse Synchronisierung Schnittstelle'},
    categorySlug: 'api-connector-for-dataverse',
    docsPath: 'acd',
    blogTag: 'api-connector-for-dataverse',
  },
  {
    code: 'general',
    name: {en: 'General', de: 'Allgemein'},
    summary: {
      en: 'Essentials shared by all apps: activation, report layouts, position numbers and more.',
      de: 'Grundfunktionen für alle Apps: Aktivierung, Berichtslayouts, Positionsnummern und mehr.',
    },
    readerWords: {en: 'general all apps', de: 'allgemein alle Apps'},
    categorySlug: 'general',
    docsPath: 'category/general',
    blogTag: 'essentials',
  },
  {
    code: 'web',
    name: {en: 'Web app', de: 'Web-App'},
    deVariants: ['Web App', 'Webapp', 'WebApp', 'Web-Anwendung', 'Webanwendung'],
    summary: {
      en: 'Record time and plan projects and resources in the browser, synchronised with Business Central.',
      de: 'Zeiten erfassen sowie Projekte und Ressourcen im Browser planen, synchron mit Business Central.',
    },
    readerWords: {en: 'web app browser', de: 'Web-App Browser'},
    categorySlug: 'web-app',
    docsPath: 'web',
    children: [
      {
        code: 'tt',
        name: {en: 'Time Tracking', de: 'Time Tracking'},
        summary: {
          en: 'Record working time, attendance and absences in the web app, Azure DevOps or Jira.',
          de: 'Arbeitszeiten, Anwesenheiten und Abwesenheiten in der Web-App, in Azure DevOps oder Jira erfassen.',
        },
        readerWords: {en: 'time tracking time recording timesheet', de: 'Zeiterfassung Zeiten erfassen'},
        categorySlug: 'time-tracking',
        docsPath: 'web/tt',
        blogTag: 'time-tracking',
        footerGroup: 'webapp',
      },
      {
        code: 'prp',
        name: {en: 'Project & Resource Planning', de: 'Project & Resource Planning'},
        deVariants: [
          'Projekt- und Ressourcenplanung',
          'Projekt- & Ressourcenplanung',
          'Project and Resource Planning',
          'Project & Ressource Planning',
        ],
        summary: {
          en: 'Plan projects, people and work orders on a calendar and a Gantt chart.',
          de: 'Projekte, Personen und Work Orders im Kalender und im Gantt-Diagramm planen.',
        },
        readerWords: {en: 'project resource planning capacity', de: 'Projektplanung Ressourcenplanung Kapazität'},
        categorySlug: 'project--resource-planning',
        docsPath: 'web/prp',
        blogTag: 'project-resource-planning',
        footerGroup: 'webapp',
      },
    ],
  },
];

/** Every area including sub-areas, with `dir` = its folder relative to docs/. */
export function allAreas(): (ProductArea & {dir: string})[] {
  return products.flatMap((p) => [{...p, dir: p.code}, ...(p.children ?? []).map((c) => ({...c, dir: `${p.code}/${c.code}`}))]);
}

/** The apps (areas without sub-areas) in the groups of the home page: the footer's, in its order, then the rest. */
export function appGroups(): {group: AppGroup; name: Localized; areas: (ProductArea & {dir: string})[]}[] {
  const apps = allAreas().filter((area) => !area.children);
  const groups: AppGroup[] = [...(Object.keys(footerGroups) as FooterGroup[]), 'more'];
  return groups
    .map((group) => ({
      group,
      name: group === 'more' ? moreAppsGroup : footerGroups[group],
      areas: apps.filter((area) => (area.footerGroup ?? 'more') === group),
    }))
    .filter(({areas}) => areas.length > 0);
}
