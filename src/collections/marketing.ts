/** Home, pricing and comparison data (issue 4): one YAML file per collection in src/content/marketing/. */
import { yamlCollection } from '../build/collections';
import { orderedPointSchema } from '../schemas/features';
import { callToActionSchema } from '../schemas/call-to-action';
import { planTermSchema } from '../schemas/plans';
import {
  benchmarkSchema,
  comparisonRowSchema,
  familyProfileSchema,
  familyStorySchema,
  homeFeatureSchema,
  planComparisonRowSchema,
  pricingFaqSchema,
  statSchema,
} from '../schemas/marketing';

export const marketingCollections = {
  /** Headline figures: the home stat strip and the comparison page's accuracy claim. */
  stats: yamlCollection('marketing/stats', statSchema),
  /** The six features the home page shows, by slug. */
  homeFeatures: yamlCollection('marketing/home-features', homeFeatureSchema),
  /** Protection profiles by age (home page). */
  familyProfiles: yamlCollection('marketing/family-profiles', familyProfileSchema),
  /** Rows of the plan comparison table on /pricing. */
  planComparison: yamlCollection('marketing/plan-comparison', planComparisonRowSchema),
  /** The trial terms every plan shares: free trial, no card, cancel anytime, money back. */
  planTerms: yamlCollection('marketing/plan-terms', planTermSchema),
  /** The five questions on /pricing. */
  pricingFaq: yamlCollection('marketing/pricing-faq', pricingFaqSchema),
  /** Feature comparison rows against Competitor A and Competitor B. */
  comparisonRows: yamlCollection('marketing/comparison-rows', comparisonRowSchema),
  /** Published benchmarks (the security scores). */
  benchmarks: yamlCollection('marketing/benchmarks', benchmarkSchema),
  /** Who a family subscription covers: Parents, Children, Grandparents, Connections. */
  familyCoverage: yamlCollection('marketing/family-coverage', orderedPointSchema),
  /** The four advantage cards on /comparison. */
  comparisonAdvantages: yamlCollection('marketing/comparison-advantages', orderedPointSchema),
  /** The four differentiator cards on /comparison. */
  comparisonDifferentiators: yamlCollection('marketing/comparison-differentiators', orderedPointSchema),
  /** The closing calls to action pages share, by id (a page may also carry its own in its frontmatter). */
  callsToAction: yamlCollection('marketing/calls-to-action', callToActionSchema),
  /** Three family stories (illustrative people, portraits in src/assets/stories/). */
  familyStories: yamlCollection('marketing/family-stories', familyStorySchema),
};
