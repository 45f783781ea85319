/**
 * The one form logic of the site, shared by the newsletter, Stay Updated and contact
 * forms: field rules, validation with plain inline messages, and submission. With no
 * endpoint configured at build time there is nowhere to send to, so a valid form simply
 * succeeds; with one, a failed request is reported and the caller keeps what was typed.
 */

/** How one field is checked. */
export interface FieldRule {
  /** The input's `name` (and key in the values). */
  name: string;
  /** The visible label, used in messages: "Please enter your {label}." */
  label: string;
  required?: boolean;
  /** `email` also checks the address's shape. */
  kind?: 'text' | 'email' | 'choice';
  /** Longest accepted value, in characters. */
  maxLength?: number;
}

/** Field name → the text typed (or the option chosen). */
export type FormValues = Record<string, string>;
/** Field name → its inline error; a field without an entry is valid. */
export type FormErrors = Record<string, string>;

/** A pragmatic email check: something@something.tld with no spaces. The server has the final word. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(value.trim());

/** The inline error for one field, or undefined when it is fine. */
export function validateField(rule: FieldRule, value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  const label = rule.label.toLowerCase();
  if (!text) {
    if (!rule.required) return undefined;
    return rule.kind === 'choice' ? `Please choose a ${label}.` : `Please enter your ${label}.`;
  }
  if (rule.kind === 'email' && !isEmail(text)) return 'Please enter a valid email address, like name@example.com.';
  if (rule.maxLength && text.length > rule.maxLength) {
    return `Please keep your ${label} under ${rule.maxLength.toLocaleString('en-US')} characters.`;
  }
  return undefined;
}

/** Every field's error, keyed by name; empty when the form is valid. */
export function validateForm(rules: readonly FieldRule[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const rule of rules) {
    const error = validateField(rule, values[rule.name]);
    if (error) errors[rule.name] = error;
  }
  return errors;
}

/** The first field, in form order, that has an error: focus goes there. */
export const firstInvalidField = (rules: readonly FieldRule[], errors: FormErrors) =>
  rules.find((rule) => errors[rule.name])?.name;

/** Empty values for a form's fields. */
export const emptyValues = (rules: readonly FieldRule[]): FormValues =>
  Object.fromEntries(rules.map((rule) => [rule.name, '']));

/**
 * A form endpoint from a build-time variable: an http(s) URL, or undefined when unset
 * or malformed (a malformed one would only fail for every visitor).
 */
export function endpointFrom(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** How a submission went: `sent` says whether it reached an endpoint. */
export type SubmitResult = { ok: true; sent: boolean } | { ok: false; status?: number };

/**
 * Sends the values as JSON to the endpoint, if there is one. Never throws: a network
 * error or a non-2xx answer comes back as `{ ok: false }`.
 */
export async function submitForm(
  endpoint: string | undefined,
  values: FormValues,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<SubmitResult> {
  if (!endpoint) return { ok: true, sent: false };
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    });
    return response.ok ? { ok: true, sent: true } : { ok: false, status: response.status };
  } catch {
    return { ok: false };
  }
}

/** The newsletter and Stay Updated forms: one email field. */
export const newsletterFields: readonly FieldRule[] = [
  { name: 'email', label: 'Email address', required: true, kind: 'email' },
];

/** The contact form. */
export const contactFields: readonly FieldRule[] = [
  { name: 'name', label: 'Name', required: true, maxLength: 100 },
  { name: 'email', label: 'Email address', required: true, kind: 'email' },
  { name: 'topic', label: 'Topic', required: true, kind: 'choice' },
  { name: 'message', label: 'Message', required: true, maxLength: 5000 },
];
