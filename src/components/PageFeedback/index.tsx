/**
 * "Was this page helpful?" at the end of every doc page. The question and its two
 * answers are in the page; the rest (the optional comment, sending) loads with the
 * first answer (./Form.tsx). Where the answer goes: ./target.ts.
 *
 * Nothing is sent, and nothing is stored, until a reader answers; afterwards the
 * browser keeps only a flag that this page was answered (./answered.ts).
 */
import {useEffect, useRef, useState, type ComponentType} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {FormProps} from './Form';
import {wasAnswered} from './answered';
import styles from './styles.module.css';

export type Answer = 'yes' | 'no';

export default function PageFeedback({permalink}: {permalink: string}) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [Form, setForm] = useState<ComponentType<FormProps> | null>(null);
  const [answeredBefore, setAnsweredBefore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => setAnsweredBefore(wasAnswered(permalink)), [permalink]);

  const choose = (value: Answer) => {
    setAnswer(value);
    if (Form) return;
    import('./Form').then(
      (module) => setForm(() => module.default),
      () => setFailed(true),
    );
  };

  const onSent = () => {
    setSent(true);
    // The form goes away; focus stays in the block, on the answer given.
    group.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  };

  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-question" data-page-feedback="">
      <p id="page-feedback-question" className={styles.question}>
        <Translate id="site.feedback.question" description="Question at the end of every doc page">
          Was this page helpful?
        </Translate>
      </p>
      {answeredBefore && !answer ? (
        <p className={styles.note}>
          <Translate id="site.feedback.answeredBefore" description="Shown instead of the answers when the reader answered this page before">
            You have already told us about this page. Thank you!
          </Translate>
        </p>
      ) : (
        <div ref={group} role="group" aria-labelledby="page-feedback-question" className={styles.answers}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.answer}
              aria-pressed={answer === value}
              disabled={sent && answer !== value}
              onClick={() => !sent && choose(value)}>
              {value === 'yes'
                ? translate({id: 'site.feedback.yes', message: 'Yes', description: "Answer to 'Was this page helpful?'"})
                : translate({id: 'site.feedback.no', message: 'No', description: "Answer to 'Was this page helpful?'"})}
            </button>
          ))}
        </div>
      )}
      {answer && Form && !sent && <Form key={answer} permalink={permalink} answer={answer} onSent={onSent} />}
      <p role="status" className={styles.note}>
        {sent && (
          <Translate id="site.feedback.thanks" description="Said after the reader sent or opened their feedback">
            Thank you for your feedback!
          </Translate>
        )}
        {failed && (
          <Translate id="site.feedback.unavailable" description="Said when the feedback form could not load">
            The feedback form could not load. Please try again later.
          </Translate>
        )}
      </p>
    </section>
  );
}
