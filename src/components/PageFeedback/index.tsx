/**
 * "Was this page helpful?" at the end of every doc page and article: Yes or No, then an optional
 * comment. With analytics configured, allowed (no Global Privacy Control or Do Not Track) and
 * loaded, the answer and the comment go to Umami as events; otherwise nothing leaves the page and
 * the reader is offered a GitHub issue prefilled with the page, the answer and the comment
 * (src/lib/pageFeedback decides).
 *
 * The server renders the question and the buttons, so nothing appears late or moves the page;
 * everything else appears only once the reader answers. No effect runs on load.
 */
import {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DOCS_NEW_ISSUE_URL} from '@site/config/repository';
import {
  ANSWER_EVENT,
  COMMENT_EVENT,
  COMMENT_MAX_LENGTH,
  answerEventData,
  commentEventData,
  feedbackIssueUrl,
  feedbackTracker,
  type Helpful,
  type UmamiTracker,
} from '@site/src/lib/pageFeedback';
import styles from './styles.module.css';

interface Props {
  /** The page's route (its permalink). */
  permalink: string;
  /** The page's title, for the issue's title. */
  title: string;
}

interface ThirdPartyScriptsData {
  scripts?: {id: string}[];
}

/** Where the answer went: to analytics, or nowhere (the reader is offered an issue). */
type Channel = {tracker: UmamiTracker} | {tracker: null};

export default function PageFeedback({permalink, title}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {scripts = []} = usePluginData('nillion-third-party-scripts') as ThirdPartyScriptsData;
  const analyticsConfigured = scripts.some((script) => script.id === 'analytics');
  const id = useId();
  const [helpful, setHelpful] = useState<Helpful | null>(null);
  const [channel, setChannel] = useState<Channel | null>(null);
  const [comment, setComment] = useState('');
  const [commentSent, setCommentSent] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);

  const answer = (value: Helpful) => {
    // Decided when the reader answers, not on load: the analytics script loads once the page is
    // idle, and a reader may switch a privacy signal on at any time.
    const chosen: Channel = channel ?? {
      tracker: feedbackTracker({
        analyticsConfigured,
        navigator,
        tracker: (window as {umami?: UmamiTracker}).umami,
      }),
    };
    setChannel(chosen);
    if (value === helpful) return;
    setHelpful(value);
    void chosen.tracker?.track(ANSWER_EVENT, answerEventData(permalink, value));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!channel?.tracker || !helpful || comment.trim() === '') return;
    void channel.tracker.track(COMMENT_EVENT, commentEventData(permalink, helpful, comment));
    setCommentSent(true);
    // The form the focus was in is gone: the thank-you takes it, so the reader stays in place.
    requestAnimationFrame(() => thanksRef.current?.focus());
  };

  const questionId = `${id}-question`;
  const hintId = `${id}-hint`;
  const sendsToAnalytics = channel?.tracker != null;
  let thanks = '';
  if (commentSent) thanks = 'Thank you, your comment was sent.';
  else if (helpful && sendsToAnalytics) thanks = 'Thank you for your answer.';
  else if (helpful) thanks = 'Thank you. Tell the docs team more in a GitHub issue.';

  return (
    <div className={styles.feedback} data-page-feedback="">
      <div className={styles.question} role="group" aria-labelledby={questionId}>
        <p id={questionId} className={styles.questionText}>
          Was this page helpful?
        </p>
        <div className={styles.answers}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.answer}
              aria-pressed={helpful === value}
              onClick={() => answer(value)}>
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </div>
      <p ref={thanksRef} className={styles.thanks} role="status" tabIndex={-1}>
        {thanks}
      </p>
      {helpful && !commentSent && (
        <form className={styles.comment} onSubmit={send}>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            {helpful === 'yes' ? 'What helped?' : 'What was missing or wrong?'} (optional)
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.textarea}
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            aria-describedby={hintId}
            onChange={(event) => setComment(event.target.value.slice(0, COMMENT_MAX_LENGTH))}
          />
          <div className={styles.commentFooter}>
            <span id={hintId} className={styles.counter}>
              {comment.length} of {COMMENT_MAX_LENGTH} characters
            </span>
            {sendsToAnalytics ? (
              <button type="submit" className={styles.send} disabled={comment.trim() === ''}>
                Send
              </button>
            ) : (
              <a
                className={styles.issueLink}
                href={feedbackIssueUrl({
                  newIssueUrl: DOCS_NEW_ISSUE_URL,
                  pageUrl: `${siteConfig.url}${permalink}`,
                  pageTitle: title,
                  helpful,
                  comment,
                })}
                target="_blank"
                rel="noopener noreferrer">
                Open a prefilled issue on GitHub
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
