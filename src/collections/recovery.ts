/** "Been scammed? What to do now" (issue 13): one YAML file per collection in src/content/recovery/. */
import { defineCollection } from 'astro:content';
import { dataFile } from '../build/data-file-loader';
import { contactSchema, countrySchema, situationSchema, stepSchema } from '../schemas/recovery';

const data = (name: string) => dataFile(`src/content/recovery/${name}.yaml`);

export const recoveryCollections = {
  /** What happened: the choices under "What happened?". */
  recoverySituations: defineCollection({ loader: data('situations'), schema: situationSchema }),
  /** Where the reader lives: the choices under "Where do you live?". */
  recoveryCountries: defineCollection({ loader: data('countries'), schema: countrySchema }),
  /** The steps, each tagged with its situations, urgency and official contacts. */
  recoverySteps: defineCollection({ loader: data('steps'), schema: stepSchema }),
  /** Official bodies, each with the page that states its details and the day it was checked. */
  recoveryContacts: defineCollection({ loader: data('contacts'), schema: contactSchema }),
};
