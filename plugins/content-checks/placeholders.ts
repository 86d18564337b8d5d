/**
 * The placeholder text `npm run new:doc` and `npm run new:post` write into a new page
 * (scripts/new-content.ts builds the files from these), and the check that refuses a page
 * still holding any of it. Defined once, so the scaffold and the check cannot drift apart.
 */
import type {Problem} from './problems';

/** What the scaffold writes where the editor's own text belongs, per kind of page and language. */
export const scaffoldText = {
  doc: {
    en: {
      description: 'Describe in one sentence what this page helps the reader do.',
      keywords: 'words a reader types into search for this page',
      intro: 'Start with who the page is for and what it helps them do.',
      heading: 'First step',
      step: 'Describe the first step.',
    },
    de: {
      description: 'Beschreiben Sie in einem Satz, wobei diese Seite den Lesern hilft.',
      keywords: 'Wörter der Leser für diese Seite in der Suche',
      intro: 'Beginnen Sie damit, für wen die Seite gedacht ist und wobei sie hilft.',
      heading: 'Erster Schritt',
      step: 'Beschreiben Sie den ersten Schritt.',
    },
  },
  post: {
    en: {
      summary: 'Summarise the release in one or two sentences: this is what lists and feeds show.',
      app: 'Name of the app',
      features: 'New features',
      feature: 'Describe each change in one sentence from the reader’s point of view.',
      fixes: 'Fixes',
      fix: 'Describe what went wrong and what works now.',
    },
    de: {
      summary: 'Fassen Sie das Release in ein oder zwei Sätzen zusammen: Diesen Text zeigen Listen und Feeds.',
      app: 'Name der App',
      features: 'Neue Funktionen',
      feature: 'Beschreiben Sie jede Änderung in einem Satz aus Sicht der Leser.',
      fixes: 'Fehlerbehebungen',
      fix: 'Beschreiben Sie, was nicht funktionierte und was jetzt funktioniert.',
    },
  },
} as const;

/**
 * The placeholders a finished page may not hold: every sentence the scaffold writes for the
 * editor to replace, anywhere in a line, and the headings that name nothing ("Name of the
 * app") as whole headings. Headings a real page may keep ("First step", "Fixes") are not among them.
 */
export const placeholders: {text: string; heading?: true}[] = (['en', 'de'] as const).flatMap((locale) => {
  const doc = scaffoldText.doc[locale];
  const post = scaffoldText.post[locale];
  const sentences = [doc.description, doc.keywords, doc.intro, doc.step, post.summary, post.feature, post.fix];
  return [...sentences.map((text) => ({text})), {text: post.app, heading: true as const}];
});

/** Each line of a page (front matter included) that still holds a scaffold placeholder. */
export function placeholderProblems(file: string, text: string): Problem[] {
  return text.split(/\r?\n/).flatMap((line, index) =>
    placeholders
      .filter((p) => (p.heading ? /^#{1,6}\s+(.*?)\s*$/.exec(line)?.[1] === p.text : line.includes(p.text)))
      .map((p) => ({
        file,
        line: index + 1,
        message: `still holds the placeholder "${p.text}" that npm run new:doc or new:post wrote; replace it with the page's own text`,
      })),
  );
}
