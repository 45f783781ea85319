/** "Been scammed? What to do now" (issue 13): one YAML file per collection in src/content/recovery/. */
import { yamlCollection } from '../build/collections';
import { contactSchema, countrySchema, situationSchema, stepSchema } from '../schemas/recovery';

export const recoveryCollections = {
  /** What happened: the choices under "What happened?". */
  recoverySituations: yamlCollection('recovery/situations', situationSchema),
  /** Where the reader lives: the choices under "Where do you live?". */
  recoveryCountries: yamlCollection('recovery/countries', countrySchema),
  /** The steps, each tagged with its situations, urgency and official contacts. */
  recoverySteps: yamlCollection('recovery/steps', stepSchema),
  /** Official bodies, each with the page that states its details and the day it was checked. */
  recoveryContacts: yamlCollection('recovery/contacts', contactSchema),
};
