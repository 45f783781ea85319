/** The /contact page's lists: the form's topics and the addresses it shows (src/content/contact/). */
import { defineCollection } from 'astro:content';
import { dataFile } from '../build/data-file-loader';
import { contactChannelSchema, contactTopicSchema } from '../schemas/contact';

export const contactCollections = {
  /** The Topic choices of the contact form, in list order. */
  contactTopics: defineCollection({ loader: dataFile('src/content/contact/topics.yaml'), schema: contactTopicSchema }),
  /** Who each email address on /contact is for; the addresses are the config's. */
  contactChannels: defineCollection({
    loader: dataFile('src/content/contact/channels.yaml'),
    schema: contactChannelSchema,
  }),
};
