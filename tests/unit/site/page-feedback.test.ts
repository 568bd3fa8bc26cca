/**
 * "Was this page helpful?": an answer goes to analytics only when analytics are configured, the
 * reader sends no privacy signal and the tracker has loaded; otherwise the reader gets a GitHub
 * issue prefilled with the page, the answer and the comment (issue 39).
 */
import {describe, expect, it} from 'vitest';
import {
  answerEventData,
  commentEventData,
  feedbackIssueUrl,
  feedbackTracker,
  type UmamiTracker,
} from '../../../src/lib/pageFeedback';

const tracker: UmamiTracker = {track: () => undefined};
const NEW_ISSUE = 'https://github.com/NillionNetwork/nillion-docs/issues/new';

describe('feedbackTracker', () => {
  it('sends to the tracker when analytics are on, unsignalled and loaded', () => {
    expect(feedbackTracker({analyticsConfigured: true, navigator: {}, tracker})).toBe(tracker);
    expect(
      feedbackTracker({
        analyticsConfigured: true,
        navigator: {globalPrivacyControl: false, doNotTrack: '0'},
        tracker,
      }),
    ).toBe(tracker);
  });

  it.each([
    ['Global Privacy Control', {globalPrivacyControl: true}],
    ['Do Not Track', {doNotTrack: '1'}],
  ])('sends nothing under %s', (_signal, navigator) => {
    expect(feedbackTracker({analyticsConfigured: true, navigator, tracker})).toBeNull();
  });

  it('sends nothing when analytics are not configured, even if a tracker is on the page', () => {
    expect(feedbackTracker({analyticsConfigured: false, navigator: {}, tracker})).toBeNull();
  });

  it('offers the issue when the tracker has not loaded (blocked, or the page not yet idle)', () => {
    expect(
      feedbackTracker({analyticsConfigured: true, navigator: {}, tracker: undefined}),
    ).toBeNull();
    const notATracker = {} as UmamiTracker;
    expect(
      feedbackTracker({analyticsConfigured: true, navigator: {}, tracker: notATracker}),
    ).toBeNull();
  });
});

describe('analytics event data', () => {
  it('names the page and the answer', () => {
    expect(answerEventData('/build/quickstart', 'no')).toEqual({
      page: '/build/quickstart',
      helpful: 'no',
    });
  });

  it('sends the comment trimmed and at most 500 characters long', () => {
    expect(commentEventData('/learn/what-is-nillion', 'yes', '  clear and short \n')).toEqual({
      page: '/learn/what-is-nillion',
      helpful: 'yes',
      comment: 'clear and short',
    });
    const long = commentEventData('/x', 'no', 'a'.repeat(800));
    expect(long.comment).toBe('a'.repeat(500));
  });
});

describe('feedbackIssueUrl', () => {
  const draft = {
    newIssueUrl: NEW_ISSUE,
    pageUrl: 'https://docs.nillion.com/build/quickstart',
    pageTitle: 'Quickstart',
    helpful: 'no' as const,
    comment: '',
  };

  it("opens the repository's new-issue form with a title and a body naming page and answer", () => {
    const url = new URL(feedbackIssueUrl(draft));
    expect(`${url.origin}${url.pathname}`).toBe(NEW_ISSUE);
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
    expect(url.searchParams.get('title')).toBe('Page feedback: Quickstart');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('https://docs.nillion.com/build/quickstart');
    expect(body).toContain('Helpful: No');
  });

  it('carries the comment, percent-encoded so that it cannot add or change a parameter', () => {
    const comment = 'Step 3 fails & exits?title=x#y  100% of the time\n<b>bold</b>';
    const href = feedbackIssueUrl({...draft, helpful: 'yes', comment});
    // Nothing of the comment appears raw in the address: no space, newline, &, #, < or %.
    const query = href.slice(NEW_ISSUE.length);
    expect(query).toMatch(/^\?title=[^&#\s]*&body=[^&#\s<>]*$/);
    const url = new URL(href);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('title')).toBe('Page feedback: Quickstart');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('Helpful: Yes');
    expect(body.endsWith(comment)).toBe(true);
  });

  it('caps the comment at 500 characters', () => {
    const url = new URL(feedbackIssueUrl({...draft, comment: `${'b'.repeat(600)}`}));
    const body = url.searchParams.get('body')!;
    expect(body).toContain('b'.repeat(500));
    expect(body).not.toContain('b'.repeat(501));
  });
});
