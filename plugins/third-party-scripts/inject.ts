import type {ThirdPartyScript} from '../../config/env';

/** True on the pages the script's configuration keeps it off. */
export function excludedOn(script: ThirdPartyScript, pathname: string): boolean {
  return script.excludedPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

const elementIdOf = (script: ThirdPartyScript) => `third-party-${script.id}`;

export function isInjected(doc: Document, script: ThirdPartyScript): boolean {
  return doc.getElementById(elementIdOf(script)) !== null;
}

/**
 * Adds the script (and the assistant's mount point) to the document once.
 * Returns false when it was already there.
 */
export function injectScript(doc: Document, script: ThirdPartyScript): boolean {
  if (isInjected(doc, script)) return false;
  if (script.id === 'assistant' && !doc.getElementById('__cookbook')) {
    // The Cookbook widget mounts itself into this element and reads its key from it.
    const mount = doc.createElement('div');
    mount.id = '__cookbook';
    mount.dataset.apiKey = script.attributes['data-api-key'];
    doc.body.appendChild(mount);
  }
  const element = doc.createElement('script');
  element.id = elementIdOf(script);
  if (script.integrity) {
    // The browser runs the file only if its hash matches; a cross-origin check needs CORS.
    element.integrity = script.integrity;
    element.crossOrigin = 'anonymous';
  }
  element.src = script.src;
  element.async = true;
  element.referrerPolicy = 'strict-origin-when-cross-origin';
  for (const [name, value] of Object.entries(script.attributes)) {
    element.setAttribute(name, value);
  }
  doc.head.appendChild(element);
  return true;
}
