/**
 * Who sent it: a sender that does not fit the organisation the message claims to be (a mobile number, a free email
 * address, another company's domain), an address dressed up as the organisation's, and a sender that is the
 * organisation's own address, a sign of a genuine message.
 */
import { getDomain } from 'tldts-icann';
import {
  type BrandIndex,
  brandCalled,
  brandsNamedIn,
  isGovernment,
  isOfficial,
  madeUpServiceWord,
  namesakeOf,
  onCheapEnding,
} from './brands.ts';
import type { Brand } from '../../schemas/checker';
import type { Normalised } from './normalise.ts';
import type { Finding } from './types.ts';

/** How far into a message the brand must be named for the message to claim to be from it ("USPS: your parcel …"). */
export const CLAIM_WITHIN = 100;

/**
 * Free email services: no bank, tax office or delivery company writes from one. Their members have addresses on the
 * service's own name only; its subdomains are the company's own mail (Proton writes from no-reply@notify.proton.me,
 * Xfinity from online.communications@alerts.comcast.net).
 */
const FREE_MAIL =
  /^(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|aol|icloud|me|mail|gmx|proton|protonmail|yandex|zoho|qq|163|comcast)\.[a-z]{2,3}(?:\.[a-z]{2})?$/;
/**
 * A full phone number, not a short code; toll-free numbers (800, 888 …) are how many firms text, and ten digits that
 * start with 1 are no one's phone: no North American area code starts with 1 ("1111301000" is a network's sender). In
 * the UK only mobiles (+44 7…, also written +44 (0)7…) are personal; +44 1…, 2… and 3… are landlines and a firm's 03 lines.
 */
const PERSONAL_NUMBER = /^(?!\+?1?8(?:00|33|44|55|66|77|88)|1\d{9}$|\+44(?!0?7))\+?\d{10,15}$/;

/** What a driver texts about. */
const PARCEL =
  /\b(?:parcels?|packages?|deliver\w*|buzzer|porch|safe ?place|no answer|driver|rider|courier|downstairs|cod|(?:your|the) (?:(?:front|back|storm) )?(?:door|gate))\b/;
/**
 * What such a driver never asks for: a fee or payment, cards or bank details, a check of your details, a reply with
 * something or to something ("reply 1 to reschedule"; a driver's "Shall I leave it with no.9? Reply and I'll sort it" is
 * an answer to their own question), a call to a number or an office (a driver's own "nobody picking call" is no such
 * request), or to rebook a parcel said to be held;
 * nor anything sent to you (a code asked for is a code request of its own; a door code is no such thing).
 */
const NOT_AT_DOOR =
  /[$£€₹]\s?\d|\b(?:fees?|pay\w*|charges?|customs|bank|cards?|account|details|verif\w*|confirm your|reply (?:with|to|yes|y\b|\d)|send me|call (?:us|our|this|the (?:number|office|depot|hotline)|back on)|held|hold|re-?schedul\w*|re-?deliver\w*)\b|\bcall (?:\+|\(|\d)/;

/**
 * A courier's driver texting from their own phone about a parcel, with no link and nothing to pay, confirm, call or
 * rebook: "DPD driver here, I'm outside", "no answer so left your parcel with no.14 next door", "dropping off your
 * Amazon parcel in 10 min. Is the buzzer code still 2204?", "Sir amazon delivery hai, gate pe hoon", "Shopee parcel ah,
 * u at home or not? I put at guard house ok?", "Ninja Van driver here … If not I leave at your door ok", "si rider po ng
 * Shopee Express … COD po 899 pesos". However they put it, what makes them a driver is that they ask for none of what a
 * courier scam needs.
 */
const driverAtDoor = (text: string, linked: boolean) => !linked && PARCEL.test(text) && !NOT_AT_DOOR.test(text);

/**
 * The domain of an email sender, also as a mail app shows it ("PayPal Service <notice@pay-pal-resolution.com>" is
 * read by its address); undefined for a phone number, short code or name.
 */
function emailHost(sender: string): string | undefined {
  const who = sender.trim().toLowerCase();
  const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(who)?.[1] ?? who;
  return /@([a-z0-9.-]+\.[a-z]{2,})$/.exec(address)?.[1];
}

/** The name a mail app shows before the address ("Discord" of "Discord <noreply@discord.com>"), without quotes. */
const displayName = (sender: string) => /^"?(.*?)"?\s*<[^<>]*>\s*$/.exec(sender.trim())?.[1];

/**
 * Whether the message came from the own email domain of a company it names ("Your Microsoft 365 renewal" from
 * microsoft.com) or whose name it is sent under ("Discord <noreply@discord.com>": "discord" alone is no keyword), or
 * from a government's (login.gov): only a government can hold an address on its ending.
 */
export function fromOfficialAddress(normalised: Normalised, brands: BrandIndex, sender?: string): boolean {
  const host = sender ? emailHost(sender) : undefined;
  if (host && isGovernment(host)) return true;
  // Anyone can open an address at a free mail service, even one the brand runs (gmail.com is Google's).
  const owner = host && !FREE_MAIL.test(host) ? isOfficial(brands, host) : undefined;
  if (owner === undefined) return false;
  const name = displayName(sender!);
  return (
    (name !== undefined && brandCalled(brands, name) === owner) ||
    brandsNamedIn(brands, normalised).some(({ brand }) => brand === owner)
  );
}

/**
 * The registrable domain of an e-mail sender that names itself: its display name is its domain's own name ("Splitwise
 * <hello@splitwise.com>"), and that name is no brand's. Such a company writing about another ("Sam added 'Airbnb
 * Lisbon'") is not pretending to be it, and links to its own domain are its own.
 */
export function selfNamedDomain(brands: BrandIndex, sender?: string): string | undefined {
  const who = sender?.trim().toLowerCase() ?? '';
  const host = emailHost(who);
  const name = displayName(who)?.replace(/[^a-z0-9]/g, '');
  if (!host || !name || FREE_MAIL.test(host)) return undefined;
  const domain = getDomain(host) ?? host;
  const owner = domain.split('.')[0]!.replace(/[^a-z0-9]/g, '');
  // Not on a cheap ending that scams favour: "Berlin Ordnungsamt <bussgeld@berlin-ordnungsamt.info>".
  const named =
    owner.length >= 4 &&
    name.includes(owner) &&
    brandsNamedIn(brands, host, true).length === 0 &&
    !onCheapEnding(domain) &&
    // Nor a name made up of service words, whatever display name it comes with: "Takealot Seller Portal
    // <sellers@takealot-sellerportal.co>".
    !madeUpServiceWord(host);
  return named ? domain : undefined;
}

/**
 * A person's own address at their workplace: a display name of two or three capitalised names ("Helen Marsh",
 * "Suresh K. Nair") and an address whose name part is made of them ("helen.marsh@", "snair@", "daniel@").
 */
function personAtWork(sender: string): boolean {
  const match = /^\s*"?([A-Z][a-z'-]+(?: [A-Z]\.?)?(?: [A-Z][a-z'-]+){1,2})"?\s*<([^<>@\s]+)@[^<>\s]+>\s*$/.exec(
    sender,
  );
  if (!match) return false;
  const names = match[1]!
    .toLowerCase()
    .split(/\s+/)
    .filter((name) => name.length > 2);
  const local = match[2]!.toLowerCase();
  return names.some((name) => local.includes(name.replace(/[^a-z]/g, '')));
}

/** Whether one hyphenated word of the address's own label is the owner label of one of `brand`'s domains ("zoom-meetings-cloud.com"). */
function namedInAddress(brands: BrandIndex, brand: Brand, host: string): boolean {
  const words = (getDomain(host) ?? host).split('.')[0]!.split('-');
  const owners = brands.brands.find((entry) => entry.brand === brand)?.owners ?? [];
  return words.length > 1 && owners.some((owner) => owner.length >= 4 && words.includes(owner));
}

/**
 * A sender that does not fit the organisation the message claims to be: a mobile number or a free email address
 * (sender-mismatch), or an address with a company's name in it that is not the company's (sender-lookalike). An address
 * made up to sound like a company's service is dressed up too, whatever the message claims (then with no mark in the
 * text: the sender is not part of it).
 */
export function findSenderFlag(
  normalised: Normalised,
  brands: BrandIndex,
  claims: Finding[],
  sender?: string,
  linked = false,
): Finding[] {
  const found = claimedSenderFlag(normalised, brands, claims, sender, linked);
  if (found[0]?.id === 'sender-lookalike') return found;
  const host = sender ? emailHost(sender) : undefined;
  // An address made up to sound like a company's service (brands.ts, madeUpServiceWord).
  const word = host && !FREE_MAIL.test(host) ? madeUpServiceWord(host) : undefined;
  if (!word || isOfficial(brands, host!) || isGovernment(host!) || selfNamedDomain(brands, sender)) return found;
  const claim = claims.find((finding) => finding.id === 'impersonation');
  return [{ id: 'sender-lookalike', domain: host, detail: word, start: claim?.start ?? 0, end: claim?.end ?? 0 }];
}

/** findSenderFlag for a message that claims to be an organisation. */
function claimedSenderFlag(
  normalised: Normalised,
  brands: BrandIndex,
  claims: Finding[],
  sender?: string,
  linked = false,
): Finding[] {
  const who = sender?.trim().toLowerCase();
  const claim = claims.find((finding) => finding.id === 'impersonation');
  if (!who || !claim) return [];
  const flag = (facts: Omit<Finding, 'id' | 'start' | 'end'> = {}): Finding[] => [
    { id: 'sender-mismatch', start: claim.start, end: claim.end, ...facts },
  ];
  const host = emailHost(who);
  if (host) {
    // From free mail, a company the message opens with or the display name: a friend's "I'll send a Monzo request
    // after" deep in a message about dinner claims nothing.
    if (FREE_MAIL.test(host))
      return claim.start < CLAIM_WITHIN || brandsNamedIn(brands, who.replace(/<[^>]*>\s*$/, '')).length > 0
        ? flag({ domain: host })
        : [];
    // A known company's own address naming another company (a payee, a carrier) is how receipts read, and so is a
    // company's that names itself.
    if (isOfficial(brands, host) || isGovernment(host) || selfNamedDomain(brands, who)) return [];
    // Only a company the message opens with, or the sender's display name: "a Microsoft Teams link will follow" deep in
    // a recruiter's e-mail does not make it Microsoft's. A person writing from their own address at their workplace
    // ("Helen Marsh <helen.marsh@harrowgroup.co.uk>") claims to be only themselves, whatever their message opens with.
    const brand = (
      brandsNamedIn(brands, who.replace(/<[^>]*>\s*$/, ''))[0] ??
      (personAtWork(sender!)
        ? undefined
        : brandsNamedIn(brands, normalised).find((named) => named.start < CLAIM_WITHIN))
    )?.brand;
    if (!brand) return [];
    // The company's name made part of another address ("paypal-resolution-centre.com"), not the same name on another
    // ending (lloydsbank.co.uk), which may well be the company's too.
    // Also the claimed company's own domain name as one word of the address, where that name alone is no keyword
    // ("Zoom <no-reply@zoom-meetings-cloud.com>": "zoom" is an everyday word).
    const dressedAs =
      brandsNamedIn(brands, host, true)[0]?.brand ?? (namedInAddress(brands, brand, host) ? brand : undefined);
    if (dressedAs && !namesakeOf(brands, getDomain(host) ?? host))
      return [
        {
          id: 'sender-lookalike',
          brand: brand.name,
          domain: host,
          detail: dressedAs.name,
          start: claim.start,
          end: claim.end,
        },
      ];
    return flag({ brand: brand.name, domain: host });
  }
  const digits = who.replace(/[\s().-]/g, '');
  if (PERSONAL_NUMBER.test(digits) && !driverAtDoor(normalised.text, linked)) return flag();
  return [];
}
