/**
 * The one rule for the reader's privacy signals, read by the analytics loader
 * (plugins/third-party-scripts) and by the page feedback (src/lib/pageFeedback): when either is
 * present, nothing is sent to analytics.
 */

export interface PrivacyNavigator {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** True when the browser asks not to be tracked (Global Privacy Control or Do Not Track). */
export function privacySignalPresent(nav: PrivacyNavigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes';
}
