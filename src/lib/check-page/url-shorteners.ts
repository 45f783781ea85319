/**
 * The URL-shortener domains for the page's checker: only the list itself, not its attribution (title, source, author,
 * licence), which the page shows as text (src/pages/check.astro). A named import lets the bundler leave the rest out.
 */
import { byEnding } from '../checker/data/url-shorteners.json';
import { shortenerDomains } from '../checker/shortener-list';

export const shorteners = shortenerDomains({ byEnding });
