import { ExternalLink, Globe, Mail, Phone } from 'lucide-react';
import { formatDate, isoDay } from '../../lib/dates';
import type { ResolvedLink } from '../../lib/links';
import { displayAddress, stepContacts, type StepGroup } from '../../lib/recovery';
import type { Contact, Country, CountryId } from '../../schemas/recovery';

/** An official contact with its address already run through the site's link policy. */
export type ContactView = Contact & { link?: ResolvedLink; sourceLink: ResolvedLink };

export interface RecoveryStepsProps {
  groups: StepGroup[];
  contacts: ContactView[];
  countries: Country[];
  /** Show only this country's contacts; undefined shows every country's, each labelled. */
  country?: CountryId;
  /** Prefix for the headings' ids, unique on the page. */
  idPrefix: string;
}

/**
 * An official contact: its name as a link (new tab, per the link policy), what it is for,
 * its phone, and optionally the official page it was checked against and when.
 */
export function ContactLine({
  contact,
  countryName,
  showSource,
}: {
  contact: ContactView;
  countryName?: string;
  showSource?: boolean;
}) {
  const { link, sourceLink } = contact;
  return (
    <li className="mt-2">
      {countryName && <span className="font-semibold">{countryName}: </span>}
      {link ? (
        <a
          href={link.href}
          target={link.target}
          rel={link.rel}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {contact.name}
          {link.target && (
            <>
              <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-[-0.1em]" />
              <span className="sr-only"> (opens in a new tab)</span>
            </>
          )}
        </a>
      ) : (
        <span className="font-semibold">{contact.name}</span>
      )}
      <span> — {contact.purpose}</span>
      {contact.url && (
        <span className="block break-words">
          {contact.url.startsWith('mailto:') ? (
            <Mail aria-hidden="true" className="mr-1 inline size-4 align-[-0.1em]" />
          ) : (
            <Globe aria-hidden="true" className="mr-1 inline size-4 align-[-0.1em]" />
          )}
          {displayAddress(contact.url)}
        </span>
      )}
      {contact.phone && contact.phone !== contact.name && (
        <span className="block">
          <Phone aria-hidden="true" className="mr-1 inline size-4 align-[-0.1em]" />
          {contact.phone}
        </span>
      )}
      {showSource && (
        <span className="block text-base text-text-muted">
          Checked <time dateTime={isoDay(contact.checked)}>{formatDate(contact.checked)}</time> against{' '}
          <a
            href={sourceLink.href}
            target={sourceLink.target}
            rel={sourceLink.rel}
            className="underline underline-offset-4"
          >
            the official page<span className="sr-only"> for {contact.name} (opens in a new tab)</span>
          </a>
        </span>
      )}
    </li>
  );
}

/**
 * Steps under their urgency headings, each with what to do and, where it applies, the
 * official contacts. Rendered on the server for the page without JavaScript and by the
 * island for the reader's own plan. Urgency headings are h3, step titles h4: both sit under
 * an h2 (a situation, or "Your steps").
 */
export function RecoverySteps({ groups, contacts, countries, country, idPrefix }: RecoveryStepsProps) {
  const countryName = (id: CountryId) => countries.find((entry) => entry.id === id)?.name;
  return groups.map((group) => (
    // A plain block under its heading, not a landmark: every situation has a "Right now".
    <div key={group.urgency} className="recovery-group mt-8" data-urgency={group.urgency}>
      <h3 id={`${idPrefix}-${group.urgency}`} className="text-2xl font-bold">
        {group.title}
      </h3>
      <ol className="mt-4 space-y-4">
        {group.steps.map((step) => {
          const shown = stepContacts(step, contacts, country);
          return (
            <li
              key={step.id}
              className="recovery-step rounded-2xl border border-border bg-surface p-5"
              data-step={step.id}
            >
              <h4 className="text-xl font-bold">{step.title}</h4>
              <p className="mt-2">{step.body}</p>
              {shown.length > 0 && (
                <ul className="mt-3" aria-label={`Official contacts for: ${step.title}`}>
                  {shown.map((contact) => (
                    <ContactLine
                      key={contact.id}
                      contact={contact}
                      countryName={country ? undefined : countryName(contact.country)}
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  ));
}
