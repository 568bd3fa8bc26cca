import type {ThirdPartyScript} from '../../config/env';

interface PrivacyNavigator {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/** True when the browser asks not to be tracked (GPC or DNT). */
export function privacySignalPresent(nav: PrivacyNavigator): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.doNotTrack === 'yes';
}

/**
 * Adds the script (and the assistant's mount point) to the document once.
 * Returns false when it was already there.
 */
export function injectScript(doc: Document, script: ThirdPartyScript): boolean {
  const elementId = `third-party-${script.id}`;
  if (doc.getElementById(elementId)) return false;
  if (script.id === 'assistant' && !doc.getElementById('__cookbook')) {
    // The Cookbook widget mounts itself into this element and reads its key from it.
    const mount = doc.createElement('div');
    mount.id = '__cookbook';
    mount.dataset.apiKey = script.attributes['data-api-key'];
    doc.body.appendChild(mount);
  }
  const element = doc.createElement('script');
  element.id = elementId;
  element.src = script.src;
  element.async = true;
  element.referrerPolicy = 'strict-origin-when-cross-origin';
  for (const [name, value] of Object.entries(script.attributes)) {
    element.setAttribute(name, value);
  }
  doc.head.appendChild(element);
  return true;
}
