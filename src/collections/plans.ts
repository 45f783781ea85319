import { yamlCollection } from '../build/collections';
import { planSchema } from '../schemas/plans';

/** Subscription plans and their limits (src/content/plans.yaml). */
export const planCollections = {
  plans: yamlCollection('plans', planSchema),
};
