/** Help, FAQ, about, privacy and terms pages (issue 6). */
import { mdxCollection } from '../build/collections';
import { pageSchema } from '../schemas/pages';

export const pageCollections = {
  /** One MDX file each in src/content/pages; the file name is the route (see `pageIds`). */
  pages: mdxCollection('pages', pageSchema),
};
