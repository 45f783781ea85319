/** The /contact page's lists: the form's topics and the addresses it shows (src/content/contact/). */
import { yamlCollection } from '../build/collections';
import { contactChannelSchema, contactTopicSchema } from '../schemas/contact';

export const contactCollections = {
  /** The Topic choices of the contact form, in list order. */
  contactTopics: yamlCollection('contact/topics', contactTopicSchema),
  /** Who each email address on /contact is for; the addresses are the config's. */
  contactChannels: yamlCollection('contact/channels', contactChannelSchema),
};
