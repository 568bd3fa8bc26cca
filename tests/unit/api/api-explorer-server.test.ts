import {describe, expect, it} from 'vitest';
import {
  THEME_SERVER_KEY,
  activateDocument,
  apiDocumentOf,
} from '../../../src/lib/api-explorer/server-per-document';

/** sessionStorage as the theme uses it: getItem, setItem, removeItem. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    // Storage keeps strings: setItem(key, null) would store "null".
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    contents: () => Object.fromEntries(values),
  };
}

// Both documents list a server whose URL is the variable `{nodeUrl}`; only the typed value differs.
const nilaiNode = JSON.stringify({
  url: '{nodeUrl}',
  variables: {nodeUrl: {default: 'https://my-nilai.example'}},
});
const nildbNode = JSON.stringify({
  url: '{nodeUrl}',
  variables: {nodeUrl: {default: 'https://my-nildb.example'}},
});

describe('the explorer server, per API document', () => {
  it('a server chosen on nilAI pages is not the server of nilDB pages', () => {
    const storage = memoryStorage();
    activateDocument(storage, 'nilai'); // a nilAI page opens
    storage.setItem(THEME_SERVER_KEY, nilaiNode); // the reader picks a node there (theme write)
    activateDocument(storage, 'nilai'); // another nilAI page
    expect(storage.getItem(THEME_SERVER_KEY)).toBe(nilaiNode);

    activateDocument(storage, 'nildb'); // a nilDB page opens: the theme reads its server
    expect(storage.getItem(THEME_SERVER_KEY)).toBeNull();
    storage.setItem(THEME_SERVER_KEY, nildbNode);

    activateDocument(storage, 'nilai'); // back on nilAI: its own choice again
    expect(storage.getItem(THEME_SERVER_KEY)).toBe(nilaiNode);
    activateDocument(storage, 'nildb');
    expect(storage.getItem(THEME_SERVER_KEY)).toBe(nildbNode);
  });

  it('drops a stored server whose document is unknown', () => {
    const storage = memoryStorage();
    storage.setItem(THEME_SERVER_KEY, nilaiNode); // left by a page without this code
    activateDocument(storage, 'nildb');
    expect(storage.getItem(THEME_SERVER_KEY)).toBeNull();
  });

  it('keeps each document\'s choice under a key of its own beside the theme\'s "server"', () => {
    const storage = memoryStorage();
    storage.setItem('server', nilaiNode); // left by a page without this code: parked nowhere
    activateDocument(storage, 'nildb');
    expect(storage.contents()).toEqual({'nillion.apiExplorer.document': 'nildb'});
    storage.setItem('server', nildbNode);
    activateDocument(storage, 'nilai');
    expect(storage.contents()).toEqual({
      'nillion.apiExplorer.document': 'nilai',
      'nillion.apiExplorer.server.nildb': nildbNode,
    });
  });

  it('names the document by the first part of the page id', () => {
    expect(apiDocumentOf('nilai/chat-completion-v-1-chat-completions-post')).toBe('nilai');
    expect(apiDocumentOf('nildb/read-about-node')).toBe('nildb');
    expect(apiDocumentOf('overview')).toBeNull();
    expect(apiDocumentOf('/overview')).toBeNull();
  });
});
