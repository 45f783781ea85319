/**
 * What MDX authors may use. Every MDX body is rendered with these components, so
 * Markdown links go through `Link` and follow the site's link policy.
 */
import Link from '../ui/Link.astro';
import Fact from './Fact.astro';
import PlanLimits from './PlanLimits.astro';

export const mdxComponents = {
  a: Link,
  /** The plans' member and device limits as a table, read from src/content/plans.yaml. */
  PlanLimits,
  /** One plan or term fact in prose: <Fact of="trial.days" /> (src/lib/facts.ts). */
  Fact,
};
