/**
 * Playwright's `test`, with one change every spec needs: when a test ends, route handlers still at
 * work (a held search index, a delayed script, a `route.fetch` in flight) are dropped and their
 * errors ignored. Without it such a handler throws once the page is closed, outside any test, and
 * Playwright fails the whole run although every test passed ("1 error was not a part of any
 * test": microsoft/playwright#29209), depending only on timing. Specs import `test` and `expect`
 * from here; types still come from @playwright/test.
 */
import {test as base} from '@playwright/test';

export {expect} from '@playwright/test';

export const test = base.extend({
  context: async ({context}, provide) => {
    await provide(context);
    await context.unrouteAll({behavior: 'ignoreErrors'});
  },
  page: async ({page}, provide) => {
    await provide(page);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  },
});
