// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import ContactForm from '../../src/components/islands/ContactForm';
import NewsletterForm from '../../src/components/islands/NewsletterForm';

const topics = [
  { value: 'billing', label: 'Plans, billing and the free trial' },
  { value: 'other', label: 'Something else' },
];

function fillContact() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann Lee' } });
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'billing' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Can my mother join?' } });
}

const submit = (name: string) => fireEvent.submit(screen.getByRole('form', { name }));

describe('form islands posting to a configured endpoint', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a failed contact request says so and keeps everything that was typed', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('down', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm endpoint="https://forms.example/contact" topics={topics} />);
    fillContact();
    submit('Contact us');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your message could not be sent', expect.anything()));
    expect(fetchMock).toHaveBeenCalledWith(
      'https://forms.example/contact',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      topic: 'billing',
      message: 'Can my mother join?',
    });
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ann Lee');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Can my mother join?');
    expect(screen.getByLabelText('Topic')).toHaveProperty('value', 'billing');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a network failure on the newsletter keeps the address and shows an error toast', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<NewsletterForm id="nl" endpoint="https://forms.example/subscribe" />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ann@example.com' } });
    submit('Newsletter sign-up');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('We couldn’t subscribe you just now', expect.anything()),
    );
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'ann@example.com');
  });

  it('a successful request thanks the reader and clears the form', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    render(<ContactForm endpoint="https://forms.example/contact" topics={topics} />);
    fillContact();
    submit('Contact us');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Thank you, Ann Lee. Your message is on its way.', expect.anything()),
    );
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  });

  it('an invalid form is never sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm id="nl" endpoint="https://forms.example/subscribe" />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    submit('Newsletter sign-up');
    expect(await screen.findByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders a real form that posts to the endpoint even before hydration', () => {
    render(<NewsletterForm id="nl" endpoint="https://forms.example/subscribe" />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://forms.example/subscribe');
  });
});
