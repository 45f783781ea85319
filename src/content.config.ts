/**
 * Every content collection. Each area defines its collections (loader + zod schema) in
 * src/collections/<area>.ts; schemas live in src/schemas/. A file that does not match its
 * schema stops the build, naming the file and the field.
 */
import { blogCollections } from './collections/blog';
import { checkerCollections } from './collections/checker';
import { contactCollections } from './collections/contact';
import { dashboardCollections } from './collections/dashboard';
import { featureCollections } from './collections/features';
import { marketingCollections } from './collections/marketing';
import { pageCollections } from './collections/pages';
import { planCollections } from './collections/plans';
import { recoveryCollections } from './collections/recovery';

export const collections = {
  ...planCollections,
  ...featureCollections,
  ...blogCollections,
  ...marketingCollections,
  ...dashboardCollections,
  ...pageCollections,
  ...recoveryCollections,
  ...checkerCollections,
  ...contactCollections,
};
