/**
 * Where the Copy page widget goes. Doc pages float it beside the title, whose lines wrap around
 * it. API reference pages hold their title inside the OpenAPI theme's flex grid row, which cannot
 * wrap around a float, so there it sits at the right of the breadcrumbs row instead.
 */
import {sectionOf} from '@site/src/lib/routes';

export const copyPageInBreadcrumbsRow = (pathname: string): boolean =>
  sectionOf(pathname) === 'API';
