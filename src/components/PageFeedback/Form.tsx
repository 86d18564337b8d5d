/**
 * After "Yes" or "No" (loaded with the first answer): an optional short comment,
 * then the answer goes where ./target.ts says. The thanks is read out from a
 * live region; the page is then marked as answered (./answered.ts).
 */
import {useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markAnswered} from './answered';
import type {FeedbackTarget} from '@site/config/feedback';
import {feedbackLink, feedbackPayload, type FeedbackMessage} from './target';
import styles from './styles.module.css';

export interface FormProps {
  permalink: string;
  answer: 'yes' | 'no';
  /** Called once the answer was sent or the issue or e-mail opened; the caller thanks the reader. */
  onSent: () => void;
}

export const maxCommentLength = 500;

export default function Form({permalink, answer, onSent}: FormProps) {
  const {siteConfig, i18n} = useDocusaurusContext();
  const target = siteConfig.customFields?.feedback as FeedbackTarget;
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'open' | 'sending' | 'failed'>('open');
  const message: FeedbackMessage = {
    page: `${siteConfig.url}${permalink}`,
    title: document.title,
    language: i18n.currentLocale,
    answer,
    comment,
  };
  const link = feedbackLink(target, message);

  const done = () => {
    markAnswered(permalink);
    onSent();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target.endpoint) return;
    setState('sending');
    fetch(target.endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: feedbackPayload(message),
      credentials: 'omit',
    })
      .then((response) => (response.ok ? done() : setState('failed')))
      .catch(() => setState('failed'));
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor="page-feedback-comment" className={styles.label}>
        {answer === 'yes'
          ? translate({
              id: 'site.feedback.commentYes',
              message: 'Anything to add? (optional)',
              description: 'Label of the comment field after "Yes"',
            })
          : translate({
              id: 'site.feedback.commentNo',
              message: 'What was missing or unclear? (optional)',
              description: 'Label of the comment field after "No"',
            })}
      </label>
      <textarea
        id="page-feedback-comment"
        className={styles.comment}
        rows={3}
        maxLength={maxCommentLength}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {link ? (
        <>
          <p className={styles.note} id="page-feedback-how">
            {target.issuesUrl ? (
              <Translate id="site.feedback.howIssue" description="Explains that feedback opens a pre-filled GitHub issue">
                This opens a pre-filled issue on GitHub, which you can review and send.
              </Translate>
            ) : (
              <Translate id="site.feedback.howMail" description="Explains that feedback opens a pre-filled e-mail">
                This opens a pre-filled e-mail to the editors, which you can review and send.
              </Translate>
            )}
          </p>
          <a
            className={`button button--primary ${styles.send}`}
            href={link}
            aria-describedby="page-feedback-how"
            {...(target.issuesUrl ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
            onClick={done}>
            {target.issuesUrl ? (
              <Translate id="site.feedback.openIssue" description="Link that opens the pre-filled GitHub issue">
                Open issue
              </Translate>
            ) : (
              <Translate id="site.feedback.openMail" description="Link that opens the pre-filled e-mail">
                Write e-mail
              </Translate>
            )}
          </a>
        </>
      ) : (
        <button type="submit" className={`button button--primary ${styles.send}`} disabled={state === 'sending'}>
          <Translate id="site.feedback.send" description="Button that sends the feedback">
            Send feedback
          </Translate>
        </button>
      )}
      {state === 'failed' && (
        <p role="alert" className={styles.note}>
          <Translate id="site.feedback.failed" description="Said when the feedback could not be sent">
            Your feedback could not be sent. Please try again later.
          </Translate>
        </p>
      )}
    </form>
  );
}
