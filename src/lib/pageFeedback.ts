/**
 * The decisions behind "Was this page helpful?" (src/components/PageFeedback), kept apart from
 * React so they can be tested alone: where an answer goes, what the analytics events carry, and
 * the prefilled GitHub issue a reader is offered when nothing may be sent.
 */
import {privacySignalPresent, type PrivacyNavigator} from './privacySignals';

export type Helpful = 'yes' | 'no';

/**
 * Longest comment a reader can type: a short note, kept within what an analytics event's string
 * value is meant to hold (Umami's event data columns are 500 characters, unverified against its
 * documentation), and the prefilled issue's URL stays well under what browsers and GitHub accept.
 */
export const COMMENT_MAX_LENGTH = 500;

/** Umami event names (Umami keeps at most 50 characters of a name). */
export const ANSWER_EVENT = 'page-feedback';
export const COMMENT_EVENT = 'page-feedback-comment';

/** The part of Umami's tracker the feedback calls (https://umami.is/docs/tracker-functions). */
export interface UmamiTracker {
  track(eventName: string, eventData: Record<string, string>): unknown;
}

export interface FeedbackContext {
  /** The build has analytics configured (UMAMI_WEBSITE_ID). */
  analyticsConfigured: boolean;
  /** The browser's navigator: its Global Privacy Control and Do Not Track signals. */
  navigator: PrivacyNavigator;
  /** Umami's tracker, once its script has loaded (window.umami), else undefined. */
  tracker: UmamiTracker | undefined;
}

/**
 * The tracker to send feedback to, or null when nothing may or can be sent: analytics off, a
 * privacy signal (the same rule that keeps the analytics script off the page), or the tracker not
 * loaded (blocked, or the page not yet idle). Null means the reader is offered a prefilled issue.
 */
export function feedbackTracker(context: FeedbackContext): UmamiTracker | null {
  if (!context.analyticsConfigured || privacySignalPresent(context.navigator)) return null;
  return typeof context.tracker?.track === 'function' ? context.tracker : null;
}

/** A comment as it may leave the page: trimmed and cut to the cap. */
export function cleanComment(comment: string): string {
  return comment.trim().slice(0, COMMENT_MAX_LENGTH);
}

/** The data of the answer event. */
export function answerEventData(page: string, helpful: Helpful): Record<string, string> {
  return {page, helpful};
}

/** The data of the comment event (the answer again, so a comment is read with it). */
export function commentEventData(
  page: string,
  helpful: Helpful,
  comment: string,
): Record<string, string> {
  return {page, helpful, comment: cleanComment(comment)};
}

export interface IssueDraft {
  /** The repository's new-issue address (config/repository). */
  newIssueUrl: string;
  /** The page's absolute URL. */
  pageUrl: string;
  /** The page's title, as its heading shows it. */
  pageTitle: string;
  helpful: Helpful;
  comment: string;
}

/**
 * The address of a new GitHub issue prefilled with the page and the reader's answer and comment.
 * Every value is percent-encoded, so a comment cannot add or change a parameter.
 */
export function feedbackIssueUrl(draft: IssueDraft): string {
  const comment = cleanComment(draft.comment);
  const title = `Page feedback: ${draft.pageTitle}`;
  const body = [
    `Page: ${draft.pageUrl}`,
    `Helpful: ${draft.helpful === 'yes' ? 'Yes' : 'No'}`,
    '',
    comment === '' ? '(No comment.)' : comment,
  ].join('\n');
  return `${draft.newIssueUrl}?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
