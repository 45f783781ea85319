/**
 * A finding in plain words, for the command (scripts/checker/cli.ts): what the checker found in this message, where it
 * has more to say than the red flag's title. The /check page words red flags from red-flags.yaml and links from their
 * reports, so it does not load this.
 */
import type { Finding } from './types.ts';

/** The reason for `finding`: its facts in a sentence, or else `title`, the red flag's title in red-flags.yaml. */
export function explain(finding: Finding, title: string): string {
  const { brand, official, domain, detail } = finding;
  switch (finding.id) {
    case 'link-ip':
      return `This link goes to a bare internet address (${domain}), not to a named website.`;
    case 'link-port':
      return `This link uses an unusual port (${detail}), which real websites rarely do.`;
    case 'link-userinfo':
      return `This link really goes to ${domain}; "${detail}" before the @ is only decoration.`;
    case 'link-mixed-script':
      return `The address ${domain} mixes letters from different alphabets so it looks like another one.`;
    case 'link-shortener':
      return `${domain} is a link shortener: it hides where the link really goes.`;
    case 'link-lookalike':
      return `This link goes to ${domain}, which looks like ${official} but is not ${brand}.`;
    case 'link-brand-elsewhere':
      return brand
        ? `This link goes to ${domain}, not to ${official}: the name ${brand} is only part of the address.`
        : `This link goes to ${domain}, not to a government website: "gov" is only part of the address.`;
    case 'link-insecure':
      return 'This login or payment link is not encrypted (http, not https).';
    case 'link-off-brand':
      return `It says it is from ${brand}, but this link goes to ${domain}, not to ${official}.`;
    case 'link-made-up':
      return `This link goes to ${domain}, a name made up to sound like a company's service ("${detail}"), not a company's own website.`;
    case 'impersonation':
      return `Says it is from ${brand}`;
    case 'sender-mismatch':
      if (brand) return `It claims to be ${brand} but was sent from ${domain}, which is not ${brand}'s.`;
      return domain
        ? `It claims to be an organisation but was sent from a free email address (${domain}).`
        : 'It claims to be an organisation but was sent from an ordinary phone number.';
    case 'sender-lookalike':
      return brand
        ? `It claims to be ${brand} but was sent from ${domain}, which only has ${detail}'s name in it.`
        : `It was sent from ${domain}, an address made up to sound like a company's service ("${detail}"), not a company's own.`;
    default:
      return title;
  }
}
