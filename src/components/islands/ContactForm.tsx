import { buttonVariants } from '../ui/button-variants';
import type { ContactTopic } from '../../schemas/contact';
import { contactFields } from '../../lib/forms';
import { cx } from '../../lib/utils';
import { FormField, useValidatedForm, type FormMessages } from './form-kit';
import { withErrorBoundary } from './IslandErrorBoundary';

export interface ContactFormProps {
  /** Where messages are posted (PUBLIC_CONTACT_URL); none means there is no server. */
  endpoint?: string;
  /** Choices of the Topic select (src/content/contact/topics.yaml). */
  topics: readonly ContactTopic[];
}

const messages: FormMessages = {
  success: (values, delivered) =>
    delivered
      ? {
          title: `Thank you, ${values.name?.trim()}. Your message is on its way.`,
          description: `We will reply to ${values.email?.trim()}.`,
        }
      : {
          title: `Thank you, ${values.name?.trim()}. Your message looks good.`,
          description: `This demonstration site has no mail server, so nothing was sent. On the live service we would reply to ${values.email?.trim()}.`,
        },
  failure: {
    title: 'Your message could not be sent',
    description: 'Nothing you typed has been lost: it is still in the form. Please try again in a moment.',
  },
};

const [nameRule, emailRule, topicRule, messageRule] = contactFields;

/** The /contact form: name, email, topic and message, checked in the browser. */
function ContactForm({ endpoint, topics }: ContactFormProps) {
  const { values, errors, submitting, onChange, formProps } = useValidatedForm(contactFields, endpoint, messages);
  const field = (rule: typeof nameRule) => ({
    formId: 'contact',
    rule,
    value: values[rule.name] ?? '',
    error: errors[rule.name],
    onChange: onChange(rule),
  });
  return (
    <form {...formProps} aria-label="Contact us" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field(nameRule)} autoComplete="name" />
        <FormField {...field(emailRule)} type="email" autoComplete="email" placeholder="name@example.com" />
      </div>
      <FormField {...field(topicRule)} control="select" options={topics} />
      <FormField {...field(messageRule)} control="textarea" />
      <p className="text-text-muted">All fields are required.</p>
      <div>
        <button type="submit" disabled={submitting} className={cx(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
          {submitting ? 'Sending…' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
