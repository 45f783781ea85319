import { defineCollection } from 'astro:content';
import { dataFile } from '../build/data-file-loader';
import { planSchema } from '../schemas/plans';

/** Subscription plans and their limits (src/content/plans.yaml). */
export const planCollections = {
  plans: defineCollection({ loader: dataFile('src/content/plans.yaml'), schema: planSchema }),
};
