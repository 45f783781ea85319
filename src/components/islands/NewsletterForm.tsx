import { buttonVariants } from '../ui/button-variants';
import { newsletterFields } from '../../lib/forms';
import { cx } from '../../lib/utils';
import { FormField, useValidatedForm, type FormMessages } from './form-kit';
import { withErrorBoundary } from './IslandErrorBoundary';

export interface NewsletterFormProps {
  /** Prefix for element ids, unique on the page. */
  id: string;
  /** Where subscriptions are posted (PUBLIC_NEWSLETTER_URL); none means there is no server. */
  endpoint?: string;
}

const messages: FormMessages = {
  success: (values, delivered) =>
    delivered
      ? { title: 'Thank you for subscribing', description: 'Look out for our next article in your inbox.' }
      : {
          title: 'Thank you for subscribing',
          description: `This demonstration site does not send email, so nothing will arrive at ${values.email?.trim()}.`,
        },
  failure: {
    title: 'We couldn\u2019t subscribe you just now',
    description: 'Your email address is still in the box. Please try again in a moment.',
  },
};

const [emailRule] = newsletterFields;

/** The newsletter / Stay Updated form: one email field and a Subscribe button. */
function NewsletterForm({ id, endpoint }: NewsletterFormProps) {
  const { values, errors, submitting, onChange, formProps } = useValidatedForm(newsletterFields, endpoint, messages);
  return (
    <form {...formProps} aria-label="Newsletter sign-up" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        formId={id}
        rule={emailRule}
        value={values.email ?? ''}
        error={errors.email}
        onChange={onChange(emailRule)}
        type="email"
        autoComplete="email"
        placeholder="name@example.com"
        hideLabel
        className="flex-1"
      />
      <button type="submit" disabled={submitting} className={cx(buttonVariants({ size: 'md' }), 'h-12')}>
        {submitting ? 'Subscribing…' : 'Subscribe'}
      </button>
    </form>
  );
}

export default withErrorBoundary(NewsletterForm);
