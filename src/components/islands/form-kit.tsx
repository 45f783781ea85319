import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import {
  emptyValues,
  firstInvalidField,
  submitForm,
  validateField,
  validateForm,
  type FieldRule,
  type FormErrors,
  type FormValues,
} from '../../lib/forms';
import { cx } from '../../lib/utils';
import { controlClass } from '../ui/field-styles';

/**
 * The shared plumbing of the site's form islands (NewsletterForm, ContactForm): state,
 * validation on submit (then live for fields already in error), focus on the first
 * invalid field, submission and toasts. All rules and sending live in src/lib/forms.ts.
 */

/** What the toasts say after a submission. */
export interface FormMessages {
  /** `delivered` is false when no endpoint is configured: nothing left the browser, and the toast must say so. */
  success: (values: FormValues, delivered: boolean) => { title: string; description?: string };
  failure: { title: string; description: string };
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the form's fields hold right now, as the visitor sees them. */
const typedValues = (fields: readonly FieldRule[], form: HTMLFormElement): FormValues =>
  Object.fromEntries(
    fields.map((rule) => [rule.name, (form.elements.namedItem(rule.name) as FieldElement | null)?.value ?? '']),
  );

/** State and handlers for one form. */
export function useValidatedForm(fields: readonly FieldRule[], endpoint: string | undefined, messages: FormMessages) {
  const [values, setValues] = useState<FormValues>(() => emptyValues(fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Before hydration (and without JavaScript) the browser's own validation and a native
  // submit stay in charge; once hydrated, our inline messages take over.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    // The island hydrates at the first focus or key press, so the visitor may already have typed:
    // that text is in the fields, not yet in state. Adopt it, so the next render keeps it.
    if (formRef.current) setValues(typedValues(fields, formRef.current));
    setEnhanced(true);
  }, [fields]);

  const onChange = (rule: FieldRule) => (event: ChangeEvent<FieldElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [rule.name]: value }));
    // A field already marked wrong is re-checked as the reader fixes it.
    setErrors((current) => {
      if (!(rule.name in current)) return current;
      const { [rule.name]: _previous, ...rest } = current;
      const error = validateField(rule, value);
      return error ? { ...rest, [rule.name]: error } : rest;
    });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    // Check what the fields show: a press held while the island hydrated can land before the
    // effect above has adopted what was typed.
    const submitted = typedValues(fields, form);
    setValues(submitted);
    const found = validateForm(fields, submitted);
    // Render the messages first, so the focused field already announces its error.
    flushSync(() => setErrors(found));
    const first = firstInvalidField(fields, found);
    if (first) {
      (form.elements.namedItem(first) as FieldElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await submitForm(endpoint, submitted);
    setSubmitting(false);
    if (result.ok) {
      const { title, description } = messages.success(submitted, Boolean(endpoint));
      toast.success(title, { description });
      setValues(emptyValues(fields));
    } else {
      // Keep everything that was typed, so the reader can simply try again.
      toast.error(messages.failure.title, { description: messages.failure.description });
    }
  };

  /** Attributes for the `<form>`: a real, working form even before hydration. */
  const formProps = {
    ref: formRef,
    // POST even without an endpoint, so typed details never end up in an address bar.
    method: 'post',
    action: endpoint,
    noValidate: enhanced,
    onSubmit,
    'aria-busy': submitting || undefined,
  } as const;

  return { values, errors, submitting, onChange, formProps };
}

interface FormFieldProps {
  /** Prefix for element ids, unique on the page. */
  formId: string;
  rule: FieldRule;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  control?: 'input' | 'textarea' | 'select';
  type?: 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  /** For `control="select"`: the choices, after a "Choose…" prompt. */
  options?: readonly { value: string; label: string }[];
  /** Hides the label visually (it stays for screen readers) in compact one-field forms. */
  hideLabel?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A labelled field with its inline error, linked by aria-describedby and marked aria-invalid. */
export function FormField({
  formId,
  rule,
  value,
  error,
  onChange,
  control = 'input',
  type = 'text',
  autoComplete,
  placeholder,
  options = [],
  hideLabel = false,
  className,
}: FormFieldProps) {
  const id = `${formId}-${rule.name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: rule.name,
    value,
    onChange,
    required: rule.required,
    maxLength: rule.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: controlClass,
  };
  return (
    <div className={cx('grid gap-1.5', className)}>
      <label htmlFor={id} className={cx('font-semibold', hideLabel && 'sr-only')}>
        {rule.label}
      </label>
      {control === 'textarea' ? (
        <textarea {...shared} rows={6} className={cx(controlClass, 'min-h-40')} />
      ) : control === 'select' ? (
        <select {...shared}>
          <option value="">{`Choose a ${rule.label.toLowerCase()}…`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} placeholder={placeholder} />
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-2 font-semibold text-danger">
          <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
