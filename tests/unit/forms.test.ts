import { describe, expect, it, vi } from 'vitest';
import {
  contactFields,
  emptyValues,
  endpointFrom,
  firstInvalidField,
  isEmail,
  newsletterFields,
  submitForm,
  validateField,
  validateForm,
} from '../../src/lib/forms';
import { contactChannelSchema, contactTopicSchema } from '../../src/schemas/contact';

const [emailRule] = newsletterFields;

describe('validation', () => {
  it('asks for a required field in plain words', () => {
    expect(validateField(emailRule, '')).toBe('Please enter your email address.');
    expect(validateField(emailRule, '   ')).toBe('Please enter your email address.');
    expect(validateField(contactFields[2], '')).toBe('Please choose a topic.');
  });
  it('explains what a valid email looks like', () => {
    expect(validateField(emailRule, 'not-an-email')).toBe('Please enter a valid email address, like name@example.com.');
    expect(validateField(emailRule, 'ann@example')).toMatch(/valid email/);
    expect(validateField(emailRule, ' ann@example.com ')).toBeUndefined();
  });
  it('recognises ordinary addresses', () => {
    for (const good of ['ann@example.com', 'a.b+news@mail.example.co.uk']) expect(isEmail(good)).toBe(true);
    for (const bad of ['', 'ann', 'ann@', '@example.com', 'ann @example.com', 'ann@example.c'])
      expect(isEmail(bad)).toBe(false);
  });
  it('limits long text', () => {
    expect(validateField(contactFields[0], 'x'.repeat(101))).toBe('Please keep your name under 100 characters.');
  });
  it('checks a whole form and finds the first invalid field in form order', () => {
    const values = { name: '', email: 'nope', topic: 'billing', message: '' };
    const errors = validateForm(contactFields, values);
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message']);
    expect(firstInvalidField(contactFields, errors)).toBe('name');
    expect(firstInvalidField(contactFields, validateForm(contactFields, { ...values, name: 'Ann' }))).toBe('email');
  });
  it('passes a complete form', () => {
    const values = { name: 'Ann', email: 'ann@example.com', topic: 'billing', message: 'Hello' };
    expect(validateForm(contactFields, values)).toEqual({});
    expect(firstInvalidField(contactFields, {})).toBeUndefined();
  });
  it('starts every field empty', () => {
    expect(emptyValues(contactFields)).toEqual({ name: '', email: '', topic: '', message: '' });
  });
});

describe('endpointFrom', () => {
  it('accepts an http(s) URL and nothing else', () => {
    expect(endpointFrom('https://forms.example/subscribe')).toBe('https://forms.example/subscribe');
    expect(endpointFrom(' http://localhost:9000/x ')).toBe('http://localhost:9000/x');
    for (const bad of [undefined, '', '  ', 'not a url', 'javascript:alert(1)', 42])
      expect(endpointFrom(bad)).toBeUndefined();
  });
});

describe('submitForm', () => {
  const values = { email: 'ann@example.com' };

  it('succeeds without sending when no endpoint is configured', async () => {
    const fetchMock = vi.fn();
    await expect(submitForm(undefined, values, fetchMock)).resolves.toEqual({ ok: true, sent: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs the values as JSON to the endpoint', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    await expect(submitForm('https://forms.example/s', values, fetchMock)).resolves.toEqual({ ok: true, sent: true });
    expect(fetchMock).toHaveBeenCalledWith('https://forms.example/s', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    });
  });

  it('reports a server error without throwing', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('busy', { status: 503 }));
    await expect(submitForm('https://forms.example/s', values, fetchMock)).resolves.toEqual({ ok: false, status: 503 });
  });

  it('reports a network failure without throwing', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitForm('https://forms.example/s', values, fetchMock)).resolves.toEqual({ ok: false });
  });
});

describe('contact data schemas', () => {
  it('takes a topic whose id can travel with the message, and refuses one that cannot', () => {
    expect(contactTopicSchema.safeParse({ id: 'billing', label: 'Plans and billing', order: 1 }).success).toBe(true);
    const bad = contactTopicSchema.safeParse({ id: 'Plans & billing', label: 'Plans and billing', order: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('a topic id is lowercase words joined by hyphens');
  });
  it('lists only addresses the site config has', () => {
    expect(
      contactChannelSchema.safeParse({ id: 'press', title: 'Press', description: 'Media requests.', order: 1 }).success,
    ).toBe(true);
    expect(
      contactChannelSchema.safeParse({ id: 'careers', title: 'Jobs', description: 'Work with us.', order: 4 }).success,
    ).toBe(false);
  });
});
