/** The scam checker's words and brands (issue 12); its patterns live in src/lib/checker. */
import { defineCollection } from 'astro:content';
import { dataFile } from '../lib/data-file-loader';
import { brandSchema, redFlagSchema } from '../schemas/checker';

export const checkerCollections = {
  /** What each red flag means, why scammers use it and what to do: one entry per rule id. */
  redFlags: defineCollection({ loader: dataFile('src/content/checker/red-flags.yaml'), schema: redFlagSchema }),
  /** Commonly impersonated organisations and their official domains, for the link checks. */
  brands: defineCollection({ loader: dataFile('src/content/checker/brands.yaml'), schema: brandSchema }),
};
