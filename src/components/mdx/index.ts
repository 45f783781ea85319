/**
 * What MDX authors may use. Every MDX body is rendered with these components, so
 * Markdown links go through `Link` and follow the site's link policy.
 */
import Link from '../ui/Link.astro';
import PlanLimits from './PlanLimits.astro';

export const mdxComponents = {
  a: Link,
  /** The plans' member and device limits as a table, read from src/content/plans.yaml. */
  PlanLimits,
};
