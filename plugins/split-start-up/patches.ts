/**
 * Where the browser's start-up work is split into short tasks, by source patches to Docusaurus
 * 3.10.2 (every @docusaurus package is pinned exactly in package.json).
 *
 * Why patches. On a phone (Lighthouse mobile, 4x CPU) a doc page's start-up ran as a few long
 * tasks, each blocking input:
 * - the client entry evaluated main.js and then, in the same task, the current route's modules
 *   (its `preload` resolves in microtasks), 200-370 ms at 4x;
 * - after the time-sliced hydration, the providers' mount effects set state (browser yes/no,
 *   window size, colour mode read back from the page, announcement bar and docs version read from
 *   storage, the mobile menu's secondary content, each code block's scrollability). An update set
 *   in an effect outside a transition gets React's default lane, which React 19 renders in one
 *   synchronous pass: 160-270 ms at 4x, and it forced the sidebar, TOC and footer Activity
 *   boundaries (src/theme) to hydrate inside that pass instead of later in slices.
 * None of this is reachable from the theme: the effects are inside theme-common's providers and
 * hooks and core's entry, not in swizzlable components. Each patch marks an update the reader
 * cannot be waiting for (it is read back from the page or storage right after hydration) as a
 * transition, which React renders in 5 ms slices; or lets the browser run other tasks before the
 * route's modules are evaluated. What the page shows is the same; only the work is sliced.
 *
 * The tabs of the classic theme and of the API theme (docusaurus-theme-openapi-docs 5.2.0, pinned
 * exactly) are keyed by useIsBrowser, so every tab panel was hydrated and then, as isBrowser
 * turned true, thrown away and drawn again from scratch: on an API page, whose request body and
 * responses sit in tabs, that doubled most of the start-up's rendering. The remount was
 * facebook/docusaurus#5653's fix for a `defaultValue` computed in the browser (the server's tab
 * shown, React's state on another); the tabs' state now starts from the same default on both
 * sides and takes a stored or linked choice in a layout effect after hydration (theme-common's
 * useTabsContextValue), so the key is constant. No tab of the portal computes its default in
 * the browser (tests/unit/split-start-up.test.ts reads the content for one).
 *
 * The colour mode read back from the page stays urgent: the toggle computes its next mode from
 * it, so a click made before a pending read-back committed switched to the mode already shown
 * (tests/e2e/diagrams.spec.ts caught it). A value a control acts on must not lag behind.
 *
 * Each search must occur exactly once in its file (tests/unit/split-start-up.test.ts reads the
 * installed files) and the loader runs in strict mode, so an upgrade that changes the code fails
 * the build instead of silently dropping a patch. Can go when Docusaurus marks these updates as
 * transitions itself.
 */

export interface SourceReplacement {
  search: string;
  replace: string;
}

export interface SourcePatch {
  /** The file, from its package name: `@docusaurus/<package>/lib/…`, `<package>/lib/…`. */
  file: string;
  /** What the patch changes, in words (the unit test's names). */
  what: string;
  replacements: readonly SourceReplacement[];
}

const importStartTransition = (from: string): SourceReplacement => ({
  search: from,
  replace: from.replace('{ ', '{ startTransition, '),
});

export const START_UP_PATCHES: readonly SourcePatch[] = [
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    what: "the route's modules are evaluated in a task after main.js's",
    replacements: [
      {
        search: 'preload(window.location.pathname).then(() => {',
        replace:
          'new Promise((resume) => setTimeout(resume, 0)).then(() => preload(window.location.pathname)).then(() => {',
      },
    ],
  },
  {
    file: '@docusaurus/core/lib/client/browserContext.js',
    what: 'isBrowser turns true in a transition',
    replacements: [
      importStartTransition("import React, { useEffect, useState } from 'react';"),
      {search: 'setIsBrowser(true);', replace: 'startTransition(() => setIsBrowser(true));'},
    ],
  },
  {
    file: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    what: 'the first window size is set in a transition',
    replacements: [
      importStartTransition("import { useEffect, useState } from 'react';"),
      {
        search: '        updateWindowSize();',
        replace: '        startTransition(updateWindowSize);',
      },
    ],
  },
  {
    file: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    what: "the announcement bar's dismissal read from storage is set in a transition",
    replacements: [
      importStartTransition('import React, { useState,'),
      {
        search: '        setClosed(isDismissedInStorage());\n    }, []);',
        replace: '        startTransition(() => setClosed(isDismissedInStorage()));\n    }, []);',
      },
    ],
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js',
    what: 'the preferred docs version read from storage is set in a transition',
    replacements: [
      importStartTransition('import React, { useContext,'),
      {
        search: 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
        replace:
          'startTransition(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
      },
    ],
  },
  {
    file: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
    what: "the mobile menu's secondary content is set in a transition",
    replacements: [
      importStartTransition('import React, { useState,'),
      {
        search: '        setContent({ component, props: memoizedProps });',
        replace: '        startTransition(() => setContent({ component, props: memoizedProps }));',
      },
    ],
  },
  {
    file: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/display.js',
    what: "the mobile menu's secondary panel is shown or hidden in a transition",
    replacements: [
      importStartTransition('import React, { useState,'),
      {
        search: '        if (contentBecameAvailable) {\n            setShown(true);',
        replace:
          '        if (contentBecameAvailable) {\n            startTransition(() => setShown(true));',
      },
      {
        search: '        if (!hasContent) {\n            setShown(false);',
        replace: '        if (!hasContent) {\n            startTransition(() => setShown(false));',
      },
      {
        search: '        if (!mobileSidebar.shown) {\n            setShown(true);',
        replace:
          '        if (!mobileSidebar.shown) {\n            startTransition(() => setShown(true));',
      },
    ],
  },
  {
    file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    what: "a code block's hidden tab and scrollability are set in a transition",
    replacements: [
      importStartTransition("import { useState, useCallback, useEffect, useRef } from 'react';"),
      {
        search:
          "        setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));",
        replace:
          "        const hiddenTab = codeBlockRef.current?.closest('[role=tabpanel][hidden]');\n        startTransition(() => setHiddenTabElement(hiddenTab));",
      },
      {
        search: '        setIsCodeScrollable(isScrollable);',
        replace: '        startTransition(() => setIsCodeScrollable(isScrollable));',
      },
    ],
  },
  ...tabsKeepingHydratedPanels([
    'docusaurus-theme-openapi-docs/lib/theme/ApiTabs/index.js',
    'docusaurus-theme-openapi-docs/lib/theme/DiscriminatorTabs/index.js',
    'docusaurus-theme-openapi-docs/lib/theme/MimeTabs/index.js',
    'docusaurus-theme-openapi-docs/lib/theme/OperationTabs/index.js',
    'docusaurus-theme-openapi-docs/lib/theme/SchemaTabs/index.js',
    'docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js',
  ]),
  {
    file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    what: 'the tabs keep the panels they hydrated',
    replacements: [{search: 'key={String(isBrowser)}>', replace: 'key="tabs">'}],
  },
];

/**
 * The API theme's tab components (compiled to CommonJS) each key their tabs by useIsBrowser, as
 * the classic theme's do: see the header.
 */
function tabsKeepingHydratedPanels(files: readonly string[]): SourcePatch[] {
  return files.map((file) => ({
    file,
    what: 'the tabs keep the panels they hydrated',
    replacements: [{search: 'key: String(isBrowser),', replace: 'key: "tabs",'}],
  }));
}

/** A file's path as a module rule tests it: any node_modules layout, either separator. */
export function patchedFileTest(file: string): RegExp {
  const escaped = file
    .split('/')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\\\/]');
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escaped}$`);
}
