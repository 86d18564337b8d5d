/**
 * Synonyms of site search, one list per language: each group names one thing
 * in the words readers use for it. Sources: the glossaries (docs/srb, ubb, ps and
 * pb glossary pages, including their tables of Microsoft's newer terms), the
 * English captions of the apps that German pages keep next to their German
 * names, and common abbreviations.
 *
 * The embedded index expands a query with the other members of each group it
 * contains (plugins/search/client/embedded/ranking.ts); `npm run search:algolia` pushes the
 * same groups to Algolia as two-way synonyms (plugins/search/indexing/algolia-synonyms.ts).
 * A group holds at least two distinct entries, each lowercase words without markup.
 */
import type {Locale} from '../../config/i18n';

export type SynonymGroups = readonly (readonly string[])[];

export const searchSynonyms: Record<Locale, SynonymGroups> = {
  en: [
    // Microsoft Subscription Billing's names (ubb and srb glossaries, srb/srb-sb).
    ['service commitment', 'subscription line'],
    ['service object', 'subscription'],
    ['service commitment package', 'subscription package'],
    ['customer contract', 'customer subscription contract'],
    ['vendor contract', 'vendor subscription contract'],
    ['usage data subscription', 'supplier subscription'],
    // pb glossary: Business Central renamed jobs to projects.
    ['project', 'job'],
    ['project task', 'job task'],
    ['project planning line', 'job planning line'],
    // ps glossary and item pages.
    ['accrual', 'top-up', 'top up'],
    ['dissolution', 'expire residuals'],
    ['consumption', 'usage'],
    // Everyday words for captions.
    ['time recording', 'time tracking', 'timesheet', 'time sheet'],
    ['last records', 'recently opened records', 'recent records', 'record history'],
    ['payment plan', 'prepayment', 'down payment', 'installment'],
    ['credit memo', 'credit note'],
    ['vendor', 'supplier'],
    ['permissions', 'permission sets', 'roles', 'access rights'],
    ['job queue', 'scheduled task'],
    // Readers' words for a task, next to the words the pages use for it.
    // prp pages plan people by capacity; readers ask how busy or loaded they are.
    ['capacity', 'utilization', 'utilisation', 'workload', 'busy'],
    // srb cancellation pages: the captions say "cancellation"; readers end or terminate a contract.
    ['cancel', 'terminate', 'end contract'],
    // Billing pages create invoices; readers bill or charge a customer.
    ['invoice', 'bill', 'charge'],
    // ebs: selling items together is a bundle.
    ['bundle', 'sell together', 'kit'],
    // Abbreviations.
    ['time & material', 't&m', 'time and material'],
    ['sales-related procurement', 'srpo', 'drop shipment'],
    ['subscription & recurring billing', 'srb'],
    ['usage based billing', 'ubb', 'usage-based billing'],
    ['project billing', 'pb'],
    ['prepaid services', 'ps'],
    ['it business toolkit', 'ibt'],
    ['business central', 'bc', 'dynamics 365 business central'],
    ['dynamics 365 sales', 'd365 sales', 'dataverse', 'crm'],
    ['api connector for dataverse', 'acd'],
  ],
  de: [
    // Microsofts neuere Namen (Glossare von ubb und srb) und die englischen Namen der Apps.
    ['leistung', 'service commitment', 'abonnementzeile', 'subscription line'],
    ['leistungsgegenstand', 'service object', 'abonnement'],
    ['leistungspaket', 'service commitment package', 'abonnementpaket'],
    ['debitorenvertrag', 'customer contract', 'kundenvertrag', 'kundenabonnementvertrag'],
    ['kreditorenvertrag', 'vendor contract', 'lieferantenvertrag', 'kreditorenabonnementvertrag'],
    ['vertragsverlängerung', 'contract renewal'],
    ['preis update', 'price update'],
    ['abrechnungsvorschlag', 'billing proposal'],
    ['detailübersicht', 'begleitschein', 'detail overview'],
    ['nutzungsdatenimporte', 'usage data imports'],
    ['wiederkehrende abrechnung', 'recurring billing'],
    ['vertragsabgrenzungen', 'contract deferrals'],
    // pb-Glossar: Business Central nennt Aufträge heute Projekte.
    ['projekt', 'job'],
    ['projektaufgabe', 'job task'],
    // ps-Glossar.
    ['aufladung', 'top-up', 'accrual'],
    ['auflösung', 'dissolution', 'restguthaben verfallen'],
    ['verbrauch', 'consumption'],
    // Alltagswörter für Beschriftungen.
    ['zeiterfassung', 'time tracking', 'stundenzettel', 'zeitnachweis'],
    ['zahlungsplan', 'vorauszahlung', 'anzahlung', 'ratenzahlung'],
    ['gutschrift', 'credit memo'],
    ['aktualisierung', 'update'],
    ['kreditor', 'lieferant'],
    ['debitor', 'kunde'],
    ['berechtigungen', 'berechtigungssätze', 'rollen', 'zugriffsrechte'],
    ['aufgabenwarteschlange', 'job queue'],
    // Die deutschen Seiten schreiben wie DYCE „Work Order“; Leser sagen auch „Arbeitsauftrag“ (config/terminology/de.json, variants).
    ['work order', 'arbeitsauftrag'],
    ['zuletzt geöffnete datensätze', 'last records', 'verlauf'],
    // Wörter der Leser für eine Aufgabe, neben den Wörtern der Seiten dafür.
    // prp-Seiten planen Personen nach Kapazität; Leser fragen nach Auslastung.
    ['kapazität', 'auslastung', 'ausgelastet', 'arbeitslast'],
    // srb-Seiten zur Kündigung; Leser beenden einen Vertrag.
    ['kündigung', 'kündigen', 'vertrag beenden'],
    // Abrechnungsseiten erstellen Rechnungen; Leser rechnen ab oder fakturieren.
    ['rechnung', 'faktura', 'fakturieren'],
    // ebs: Artikel zusammen verkaufen ist ein Bundle.
    ['bundle', 'zusammen verkaufen', 'artikelbundle'],
    // Abkürzungen.
    ['auftragsbezogene beschaffung', 'srpo', 'direktlieferung'],
    ['subscription & recurring billing', 'srb'],
    ['usage based billing', 'ubb'],
    ['project billing', 'pb'],
    ['prepaid services', 'ps'],
    ['it business toolkit', 'ibt'],
    ['business central', 'bc'],
    ['dynamics 365 sales', 'd365 sales', 'dataverse', 'crm'],
  ],
};
