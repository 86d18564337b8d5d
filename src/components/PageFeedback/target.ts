import type {FeedbackTarget} from '@site/config/feedback';

export interface FeedbackMessage {
  /** Absolute URL of the page. */
  page: string;
  title: string;
  language: string;
  answer: 'yes' | 'no';
  comment: string;
}

/** The address of the pre-filled issue or e-mail; null when the answer goes to an endpoint. */
export function feedbackLink(target: FeedbackTarget, message: FeedbackMessage): string | null {
  if (target.endpoint) return null;
  const subject = `Feedback (${message.answer === 'yes' ? 'helpful' : 'not helpful'}): ${message.title}`;
  const body = [
    `Page: ${message.page}`,
    `Language: ${message.language}`,
    `Helpful: ${message.answer}`,
    '',
    message.comment.trim() || '(no comment)',
  ].join('\n');
  if (target.issuesUrl) return `${target.issuesUrl}?${new URLSearchParams({title: subject, body}).toString()}`;
  return `mailto:${target.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** What an endpoint receives: JSON with the page, its language, the answer and the comment. */
export function feedbackPayload(message: FeedbackMessage): string {
  return JSON.stringify({...message, comment: message.comment.trim()});
}
