/** Home, pricing and comparison data (issue 4): one YAML file per collection in src/content/marketing/. */
import { defineCollection } from 'astro:content';
import { dataFile } from '../build/data-file-loader';
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

const data = (name: string) => dataFile(`src/content/marketing/${name}.yaml`);

export const marketingCollections = {
  /** Headline figures: the home stat strip and the comparison page's accuracy claim. */
  stats: defineCollection({ loader: data('stats'), schema: statSchema }),
  /** The six features the home page shows, by slug. */
  homeFeatures: defineCollection({ loader: data('home-features'), schema: homeFeatureSchema }),
  /** Protection profiles by age (home page). */
  familyProfiles: defineCollection({ loader: data('family-profiles'), schema: familyProfileSchema }),
  /** Rows of the plan comparison table on /pricing. */
  planComparison: defineCollection({ loader: data('plan-comparison'), schema: planComparisonRowSchema }),
  /** The trial terms every plan shares: free trial, no card, cancel anytime, money back. */
  planTerms: defineCollection({ loader: data('plan-terms'), schema: planTermSchema }),
  /** The five questions on /pricing. */
  pricingFaq: defineCollection({ loader: data('pricing-faq'), schema: pricingFaqSchema }),
  /** Feature comparison rows against Competitor A and Competitor B. */
  comparisonRows: defineCollection({ loader: data('comparison-rows'), schema: comparisonRowSchema }),
  /** Published benchmarks (the security scores). */
  benchmarks: defineCollection({ loader: data('benchmarks'), schema: benchmarkSchema }),
  /** Who a family subscription covers: Parents, Children, Grandparents, Connections. */
  familyCoverage: defineCollection({ loader: data('family-coverage'), schema: orderedPointSchema }),
  /** The four advantage cards on /comparison. */
  comparisonAdvantages: defineCollection({ loader: data('comparison-advantages'), schema: orderedPointSchema }),
  /** The four differentiator cards on /comparison. */
  comparisonDifferentiators: defineCollection({
    loader: data('comparison-differentiators'),
    schema: orderedPointSchema,
  }),
  /** The closing calls to action pages share, by id (a page may also carry its own in its frontmatter). */
  callsToAction: defineCollection({ loader: data('calls-to-action'), schema: callToActionSchema }),
  /** Three family stories (illustrative people, portraits in src/assets/stories/). */
  familyStories: defineCollection({ loader: data('family-stories'), schema: familyStorySchema }),
};
