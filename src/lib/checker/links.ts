/**
 * Step 2: find the links in the normalised text and say, for each, where it really goes and what is wrong
 * with it: a look-alike of a brand's domain, a brand's name on someone else's domain, a shortener, a raw IP
 * address, an odd port, a user@host trick, plain http for a login or payment, or mixed scripts.
 */
import { LinkifyIt } from 'linkify-it';
import { toUnicode } from 'punycode/punycode.es6.js';
import { getDomain } from 'tldts-icann';
import type { Brand } from '../../schemas/checker';
import {
  type BrandIndex,
  brandsNamedIn,
  CHEAP_ENDINGS,
  isGovernment,
  isOfficial,
  isUserContent,
  lookalikeOf,
  madeUpServiceWord,
  namesakeOf,
  officialDomainIn,
  ownerNamedOnFreeSite,
  posesAsGovernment,
} from './brands.ts';
import { type Normalised, normalise, toOriginal } from './normalise.ts';
import type { Finding } from './types.ts';

/** What the checker learnt about one link. */
export interface LinkReport {
  /** The link as found, in the normalised text. */
  text: string;
  /** Host name, in Unicode if it was punycode. */
  host: string;
  /** The registrable domain (PayPal's is paypal.com), or the host itself for an IP address. */
  domain: string;
  /** The brand whose official domain this is, when it is one. */
  officialFor?: string;
  /** On one of that brand's hosts where anyone can publish (a wa.me chat link, a paypal.me page). */
  userContent?: boolean;
  /** The brand it imitates or names without being it. */
  imitates?: Brand;
  /** A bare internet address (203.0.113.7), not a name. */
  ip?: boolean;
  /** A link shortener's address, which hides where it really goes. */
  shortener?: boolean;
  /** The service word of an address made up to sound like a company's ("notify" of vm-notify-center.com). */
  madeUp?: string;
  /** Span in the original text. */
  start: number;
  end: number;
}

/** A link to the brand's own pages, which vouches for a message that names it: not one anyone can publish on. */
export const fromBrand = (link: LinkReport): boolean => Boolean(link.officialFor) && !link.userContent;

// Common generic top-level domains that linkify-it does not know by default, so bare "usps-tolls.top" is a link.
const EXTRA_TLDS = `${CHEAP_ENDINGS} app dev cc me io co tv ws cn ru review best ly gl gd to la ai sh example`;

// Fuzzy links (no scheme) and bare IP addresses count: scam texts rarely write "https://".
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyIP: true }).tlds(EXTRA_TLDS.split(' '), true);

const LOGIN_OR_PAYMENT =
  /log-?in|sign-?in|signon|verify|verification|account|secure|password|passcode|bank|pay|billing|checkout|card|wallet|update/;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Whether the whole of `text` is one link ("paypal.com"), not a name with a dot ("r.miller"). */
function isWholeLink(text: string): boolean {
  const found = linkify.match(text);
  return found?.length === 1 && found[0]!.index === 0 && found[0]!.lastIndex === text.length;
}

/** The host of a URL as the browser would read it, or undefined when it is not a web address. */
function parseUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Scripts used by the letters of a label ("Latin", "Cyrillic", ...). */
function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (/\p{Script=Latin}/u.test(char)) scripts.add('Latin');
    else if (/\p{Script=Cyrillic}/u.test(char)) scripts.add('Cyrillic');
    else if (/\p{Script=Greek}/u.test(char)) scripts.add('Greek');
    else if (/\p{L}/u.test(char)) scripts.add('other');
  }
  return scripts;
}

/** The host as pasted (before look-alike folding), from the original text of the link. */
function originalHost(raw: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(withScheme);
  return match?.[1]?.toLowerCase();
}

/** Finds the links in `normalised` and the red flags each one raises. */
export function analyseLinks(
  normalised: Normalised,
  brands: BrandIndex,
  shorteners: ReadonlySet<string>,
): { links: LinkReport[]; findings: Finding[] } {
  const links: LinkReport[] = [];
  const findings: Finding[] = [];
  for (const match of linkify.match(normalised.text) ?? []) {
    // linkify-it stops "http://paypal.com@evil.example" at the "@": take the whole address.
    if (match.schema.startsWith('http') && normalised.text[match.lastIndex] === '@') {
      const rest = /^@[^\s<>"]+/.exec(normalised.text.slice(match.lastIndex))![0].replace(/[.,;:!?)]+$/, '');
      match.lastIndex += rest.length;
      match.url = match.text = match.raw = match.raw + rest;
    }
    const [start, end] = toOriginal(normalised, match.index, match.lastIndex);
    const flag = (id: Finding['id'], facts: Omit<Finding, 'id' | 'start' | 'end'> = {}) =>
      findings.push({ id, start, end, ...facts });
    let url: URL | undefined;
    let host: string;
    if (match.schema === 'mailto:') {
      // "paypal.com@secure-check.example" reads like PayPal but is an address at, or a link to, the part after "@".
      // Only when the part before the "@" reads as a web address on a common ending ("paypal.com"): "r.miller" and
      // "julian.bond" are names, even though .bond is an ending too.
      const [local = '', after = ''] = match.text.split('@');
      if (!after || !isWholeLink(local) || !/\.(?:com|net|org|gov|edu|info|[a-z]{2})$/.test(local)) continue;
      url = parseUrl(`http://${local}@${after}`);
      if (!url) continue;
      host = url.hostname;
    } else {
      url = parseUrl(match.url);
      if (!url) continue;
      host = url.hostname;
    }
    const pastedHost = originalHost(normalised.original.slice(start, end)) ?? host;
    const unicodeHost = pastedHost.includes('xn--') ? toUnicode(pastedHost) : pastedHost;
    const ip = IPV4.test(host) || host.startsWith('[');
    const domain = ip ? host : (getDomain(host) ?? host);
    const report: LinkReport = { text: match.text, host: unicodeHost, domain, start, end, ...(ip ? { ip } : {}) };
    links.push(report);

    // A bare address in running text ("from [193.120.211.219]") is not a link anyone follows; one with a scheme, path or port is.
    if (ip && (match.schema || url.pathname.length > 1 || url.port)) flag('link-ip', { domain: host });
    if (url.port) flag('link-port', { detail: url.port });
    if (url.username) flag('link-userinfo', { domain, detail: decodeURIComponent(url.username) });

    const disguised = unicodeHost !== host || /[\u0080-\uffff]/.test(unicodeHost);
    if (disguised && unicodeHost.split('.').some((label) => scriptsOf(label).size > 1)) {
      flag('link-mixed-script', { domain: unicodeHost });
    }
    if (ip) continue;
    const official = disguised ? undefined : isOfficial(brands, host);
    if (official) {
      report.officialFor = official.name;
      if (isUserContent(official, host)) report.userContent = true;
      continue;
    }
    // Only a government can hold an address on its ending (irs.gov, login.gov, lta.gov.sg): its own link, like a brand's.
    if (!disguised && isGovernment(host)) {
      report.officialFor = 'a government body';
      continue;
    }
    if (shorteners.has(host) || shorteners.has(domain)) {
      report.shortener = true;
      flag('link-shortener', { domain });
    }
    // A punycode address is compared as it displays: "xn--pypal-4ve.com" shows as "pаypal.com".
    const shown = unicodeHost === host ? domain : (getDomain(normalise(unicodeHost).text) ?? domain);
    const lookalike = lookalikeOf(brands, shown, disguised);
    if (lookalike) {
      report.imitates = lookalike;
      flag('link-lookalike', { domain, brand: lookalike.name, official: lookalike.domains[0] });
    } else if (
      !disguised &&
      namesakeOf(brands, domain) &&
      brandsNamedIn(brands, `${host.slice(0, host.length - domain.length)} ${url.pathname}`, true).length === 0
    ) {
      // The brand's exact name on another ordinary ending (nationwide.com, halifax.ca): likely the same organisation
      // elsewhere or a namesake; not a red flag by itself.
    } else {
      const named =
        brandsNamedIn(brands, `${host.slice(0, host.length - domain.length)} ${domain} ${url.pathname}`, true)[0]
          ?.brand ??
        officialDomainIn(brands, host.slice(0, host.length - domain.length - 1)) ??
        ownerNamedOnFreeSite(brands, host, domain);
      if (named) {
        report.imitates = named;
        flag('link-brand-elsewhere', { domain, brand: named.name, official: named.domains[0] });
      } else if (!disguised && posesAsGovernment(host)) {
        // No brand: "gov" is what is only part of the address.
        flag('link-brand-elsewhere', { domain });
      } else {
        // No brand either: a name made up of service words ("inv-portal-docs.com").
        const word = report.shortener ? undefined : madeUpServiceWord(domain);
        if (word) {
          report.madeUp = word;
          flag('link-made-up', { domain, detail: word });
        }
      }
    }
    const secure = url.protocol === 'https:' || !/^http:\/\//i.test(match.raw);
    if (!secure && LOGIN_OR_PAYMENT.test(`${host}${url.pathname}`)) {
      flag('link-insecure');
    }
  }
  return { links, findings };
}
