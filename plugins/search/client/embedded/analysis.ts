/**
 * Text analysis of the embedded engine (./engine.ts), the same for the index and for
 * queries: a text's words, each word as the index holds it (its Snowball stem, none for a
 * stop word), German compounds split into words the index knows, the stem a misspelt word
 * begins with, the noun of a verb and the verb of a noun where the stemmer keeps them apart,
 * and the synonyms a query names (plugins/search/synonyms.ts).
 */
import {stemmer as stemGerman} from '@orama/stemmers/german';
import {stemmer as stemEnglish} from '@orama/stemmers/english';
import type {SynonymGroups} from '../../synonyms';
import type {Language} from './engineTypes';

const STOP_WORDS: Record<Language, string> = {
  en: 'a again am an and any are as at be because been being but by can could did do does doing each for from had has have having how i if in is it its itself just me my need of on or our should so some such than that the their them then there these they this those to too very want was we were what when where which while who why will with would you your',
  de: 'als am an auf aus bei das dem den der des die ein eine einem einen einer es für im in ist mit oder sich und von was welche welcher welches welchen wer werden wie wird wo zu zum zur ich man mein meine meinen meinem meiner mich mir sie ihr ihre kann darf muss soll sollte gibt warum wann wieso weshalb aber auch bin da dann dass doch hat habe haben hatte hier noch ob schon sind so uns unser unsere war waren wenn wurde wurden worden',
};

/** The Snowball stemmer of each language. */
export const stemmers: Readonly<Record<Language, (word: string) => string>> = {en: stemEnglish, de: stemGerman};

const WORD = /[\p{L}\p{N}]+/gu;

/** Lowercased words of a text (letters and digits; everything else separates). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const stemCache: Record<Language, Map<string, string | null>> = {en: new Map(), de: new Map()};
/** Words remembered per language: a query's sections repeat most of theirs. */
const STEM_CACHE_SIZE = 50_000;

/** A word as the index holds it: stemmed; null for stop words. */
export function indexTerm(word: string, language: Language): string | null {
  const cache = stemCache[language];
  const known = cache.get(word);
  if (known !== undefined) return known;
  const lower = word.toLowerCase();
  const term = STOP_WORDS[language].split(' ').includes(lower) ? null : stemmers[language](lower);
  if (cache.size >= STEM_CACHE_SIZE) cache.clear();
  cache.set(word, term);
  return term;
}

/**
 * The stems of words that stand together, as one term ("updat_servic_date"): the captions field
 * holds each caption so, and a query is sought so, which finds a caption said word for word
 * (the index keeps no word positions). `_` is never in a word.
 */
export const phraseTerm = (stems: readonly string[]) => stems.join('_');

/** The first word of a phrase term, or null for a word's term. */
export const phraseHead = (term: string) => (term.includes('_') ? term.slice(0, term.indexOf('_')) : null);

/** The phrase terms of a page's captions, one caption per line; a one-word caption is no phrase. */
export function captionPhrases(text: string, language: Language): string[] {
  return text.split('\n').flatMap((caption) => {
    const stems = words(caption).flatMap((word) => indexTerm(word, language) ?? []);
    return stems.length >= 2 ? [phraseTerm(stems)] : [];
  });
}

/** German linking elements between the parts of a compound ("Vertrag-s-verlängerung"). */
const LINKS = ['', 's', 'es', 'n', 'en'];
const MIN_PART = 4;

/**
 * The parts of a German compound whose every part passes `known`, or [] when it
 * is not one: "vertragsverlängerung" → ["vertrag", "verlängerung"]. Tries the
 * shortest head first and splits the rest again.
 */
export function splitCompound(word: string, known: (part: string) => boolean, depth = 0): string[] {
  if (depth > 2 || word.length < 2 * MIN_PART) return [];
  for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
    const tail = word.slice(at);
    for (const link of LINKS) {
      const withLink = word.slice(0, at);
      if (!withLink.endsWith(link)) continue;
      const head = withLink.slice(0, withLink.length - link.length);
      if (head.length < MIN_PART || !known(head)) continue;
      if (known(tail)) return [head, tail];
      const rest = splitCompound(tail, known, depth + 1);
      if (rest.length) return [head, ...rest];
    }
  }
  return [];
}

/**
 * The word with two neighbouring letters swapped, each way it can be ("contarct": …, "contract", …):
 * the commonest typo, which edit distance counts as two. Words under 4 letters have none, as they
 * get no typo tolerance either.
 */
export function transpositions(word: string): string[] {
  if (word.length < 4) return [];
  const swapped = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) swapped.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...swapped];
}

/**
 * The index's term for a word it does not hold as written: the longest stem the
 * word begins with, covering at least half of it. A misspelling after the stem
 * ("abwesenheitn", "dissoluton") is where fuzzy matching of the whole word would
 * fail, since the index holds stems ("abwes", "dissolu").
 */
export function stemPrefix(word: string, has: (term: string) => boolean, stem: (word: string) => string = (w) => w): string | null {
  for (let end = word.length - 1; end >= 4; end--) {
    const head = word.slice(0, end);
    if (end >= Math.ceil(word.length / 2) && has(head)) return head;
    // A misspelt ending: the stem of the word without it ("abwesenheitn" → "abwesenheit" → "abwes").
    const stemmed = stem(head);
    if (stemmed.length >= 4 && has(stemmed)) return stemmed;
  }
  return null;
}

/**
 * English verbs whose noun ends differently, so that the stemmer keeps them apart:
 * "dissolve" and "dissolution", "subscribe" and "subscription", "consume" and
 * "consumption", "receive" and "reception", "reduce" and "reduction".
 */
const ENGLISH_VERB_NOUN_ENDINGS: readonly (readonly [verb: string, noun: string])[] = [
  ['olve', 'olution'],
  ['scribe', 'scription'],
  ['sume', 'sumption'],
  ['ceive', 'ception'],
  ['duce', 'duction'],
];

/**
 * The noun of a verb and the verb of a noun, where the stemmer keeps them apart. German:
 * the noun in "-ung" ("stornieren" → "stornierung", "verlängern" → "verlängerung",
 * "buchung" → "buchen", "buchn"), and the infinitive of a participle or third person, with
 * or without a case ending ("verfällt" → "verfällen", "verbrauchtem" → "verbrauchen").
 * English: the endings above ("dissolve" → "dissolution").
 * Words the index lacks are dropped by the caller.
 */
export function relatedForms(word: string, language: Language): string[] {
  if (language === 'en') {
    for (const [verb, noun] of ENGLISH_VERB_NOUN_ENDINGS) {
      if (word.endsWith(verb) && word.length > verb.length + 1) return [word.slice(0, -verb.length) + noun];
      if (word.endsWith(noun) && word.length > noun.length + 1) return [word.slice(0, -noun.length) + verb];
    }
    return [];
  }
  if (word.length < 6) return [];
  if (word.endsWith('ung')) return [`${word.slice(0, -3)}en`, `${word.slice(0, -3)}n`];
  const forms: string[] = [];
  if (/[^e]en$/.test(word)) forms.push(`${word.slice(0, -2)}ung`);
  if (/e[lr]n$/.test(word)) forms.push(`${word.slice(0, -1)}ung`);
  if (/[^aeiouäöü]t(e[mnrs]?)?$/.test(word)) forms.push(word.replace(/t(e[mnrs]?)?$/, 'en'));
  return forms;
}

/** A text's words without its stop words, joined by single spaces: "end a contract" says "end contract". */
export const keyWords = (text: string, language: Language) =>
  words(text)
    .filter((word) => indexTerm(word, language))
    .join(' ');

/**
 * The other members of each synonym group whose member the query contains (as whole words, stop words aside, or as
 * the whole raw query for "t&m"): `member` is what the query says, `synonym` another way of saying it.
 */
export function synonymMatches(query: string, groups: SynonymGroups, language: Language) {
  const said = (phrase: string) => ` ${keyWords(phrase, language)} `;
  const text = said(query);
  const raw = query.toLowerCase().trim();
  const found = new Map<string, {member: string; synonym: string}>();
  for (const group of groups) {
    const member = group.find((phrase) => phrase === raw || (said(phrase).trim() !== '' && text.includes(said(phrase))));
    if (member === undefined) continue;
    for (const other of group)
      if (other !== member && !text.includes(said(other)) && !found.has(other)) found.set(other, {member, synonym: other});
  }
  return [...found.values()];
}
