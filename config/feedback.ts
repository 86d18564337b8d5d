/**
 * Where the answers to "Was this page helpful?" go (src/components/PageFeedback):
 *
 * 1. FEEDBACK_URL set (config/operator.ts): the page posts the answer there as JSON,
 *    and the Content-Security-Policy allows exactly that endpoint (connect-src). The
 *    address is public: every page's script holds it.
 * 2. Otherwise, when the site's repository is on GitHub (REPOSITORY_URL,
 *    config/repository.ts): the answer opens a pre-filled issue there.
 * 3. Otherwise: the answer opens a pre-filled e-mail to CONTACT_EMAIL.
 *
 * In 2 and 3 the page itself sends nothing: the reader sees the issue or the
 * e-mail and decides whether to send it. No cookie is set either way.
 */
import type {Repository} from './repository';

/** A valid FEEDBACK_URL, or null when unset. https only; plain http only to this machine (for tests). */
export function feedbackEndpoint(value: string | undefined): string | null {
  const given = value?.trim();
  if (!given) return null;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`FEEDBACK_URL (config/operator.ts) must be an address such as https://feedback.example.org/docs, not "${given}".`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`FEEDBACK_URL (config/operator.ts) must use https (plain http only to localhost), not "${given}".`);
  }
  if (url.username || url.password) throw new Error('FEEDBACK_URL (config/operator.ts) must not carry a user name or password.');
  // In the policy a `*` in the host allows every subdomain.
  if (url.hostname.includes('*')) throw new Error(`FEEDBACK_URL (config/operator.ts) must name one host, not a wildcard: "${given}".`);
  return url.href;
}

/**
 * The Content-Security-Policy source that allows the endpoint and nothing else on its host:
 * its origin and path (a policy ignores the query). `;` and `,` would end the directive or
 * the policy, and `'` a quoted value, so they are percent-encoded, as the policy's
 * path matching expects.
 */
export function feedbackConnectSource(endpoint: string | null): string | null {
  if (!endpoint) return null;
  const {origin, pathname} = new URL(endpoint);
  return origin + pathname.replaceAll(';', '%3B').replaceAll(',', '%2C').replaceAll("'", '%27');
}

/** `<repository>/issues/new` when the repository is on GitHub. */
export function issuesUrl(repository: Repository | undefined): string | null {
  if (!repository) return null;
  return new URL(repository.url).hostname === 'github.com' ? `${repository.url}/issues/new` : null;
}

/** What the page needs to know (customFields.feedback): where a reader's answer goes (above, in that order). */
export function feedbackTarget(feedbackUrl: string, email: string, repository: Repository | undefined) {
  return {endpoint: feedbackEndpoint(feedbackUrl), issuesUrl: issuesUrl(repository), email};
}

export type FeedbackTarget = ReturnType<typeof feedbackTarget>;
