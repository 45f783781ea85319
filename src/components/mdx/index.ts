/**
 * What MDX authors may use. Every MDX body is rendered with these components, so
 * Markdown links go through `Link` and follow the site's link policy.
 */
import Link from '../ui/Link.astro';

export const mdxComponents = {
  a: Link,
};
