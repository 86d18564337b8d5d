/**
 * The one thing feedback stores in the browser: that a page was answered, so the
 * question is not asked again. No cookie; storage that throws (private modes,
 * blocked storage) means the question is asked again, nothing worse.
 */
const key = (permalink: string) => `site.feedback.answered:${permalink}`;

export function wasAnswered(permalink: string): boolean {
  try {
    return window.localStorage.getItem(key(permalink)) === '1';
  } catch {
    return false;
  }
}

export function markAnswered(permalink: string): void {
  try {
    window.localStorage.setItem(key(permalink), '1');
  } catch {
    // Storage unavailable: nothing is remembered.
  }
}
