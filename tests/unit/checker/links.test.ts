import { describe, expect, it } from 'vitest';
import { indexBrands, withinOneEdit } from '../../../src/lib/checker/brands';
import { explain } from '../../../src/lib/checker/explain';
import { analyseLinks } from '../../../src/lib/checker/links';
import { normalise } from '../../../src/lib/checker/normalise';
import { testBrands, testShorteners } from './fixtures/brands';

const brands = indexBrands(testBrands);
const shorteners = new Set(testShorteners);
const analyse = (text: string) => analyseLinks(normalise(text), brands, shorteners);
const flagsOf = (text: string) => analyse(text).findings.map((finding) => finding.id);

describe('link analysis', () => {
  it('never flags real brand domains for being themselves', () => {
    for (const text of [
      'Sign in at https://www.paypal.com/signin',
      'Your order: amazon.co.uk/orders and amzn.to/3xYz',
      'Microsoft: https://login.microsoftonline.com/common/oauth2',
      'Track it at https://tools.usps.com/go/TrackConfirmAction',
      'royalmail.com/track-your-item',
    ]) {
      const { links, findings } = analyse(text);
      expect(findings, text).toEqual([]);
      expect(links[0]?.officialFor, text).toBeDefined();
    }
  });

  it('finds links without a scheme and says where they really go', () => {
    const { links } = analyse('Pay now at usps-redelivery.top/pay or you lose it');
    expect(links.map((link) => link.domain)).toEqual(['usps-redelivery.top']);
  });

  it("flags a brand's name in the subdomain or path of someone else's domain", () => {
    const { findings } = analyse('Log in: paypal.com.secure-check.example/login');
    expect(findings.map((f) => f.id)).toEqual(['link-brand-elsewhere']);
    expect(explain(findings[0]!, '')).toBe(
      'This link goes to secure-check.example, not to paypal.com: the name PayPal is only part of the address.',
    );
    expect(flagsOf('https://secure-check.example/paypal/login')).toContain('link-brand-elsewhere');
    expect(flagsOf('Toll due: ezpass-billing.example')).toContain('link-brand-elsewhere');
  });

  it("flags a brand's official domain written whole at the start of someone else's address", () => {
    // Neither "wa me" nor "live com" is a keyword: the official domain itself, dots and all, is what imitates.
    const { findings } = analyse('Join the group: https://wa.me.group-invite.example/join');
    expect(findings.map((f) => f.id)).toEqual(['link-brand-elsewhere']);
    expect(explain(findings[0]!, '')).toBe(
      'This link goes to group-invite.example, not to whatsapp.com: the name WhatsApp is only part of the address.',
    );
    expect(flagsOf('Sign in: login.live.com.mail-verify.example')).toEqual(['link-brand-elsewhere']);
    expect(flagsOf('Chat: https://wa.me/447700900123')).toEqual([]);
    expect(flagsOf('Our blog: me.wa-stories.example')).toEqual([]);
  });

  it('reads a name of two words in an address however its words are joined', () => {
    for (const address of ['royal-mail-fees.example', 'royalmail-fees.example', 'royal.mail.fees-hold.example/pay'])
      expect(flagsOf(`Your parcel is held: ${address}`), address).toContain('link-brand-elsewhere');
    expect(flagsOf('Your parcel is held: royalty-mailers.example')).not.toContain('link-brand-elsewhere');
  });

  it('flags look-alikes of official domains: misspellings and swapped characters', () => {
    expect(flagsOf('Verify at paypa1.com')).toContain('link-lookalike');
    expect(flagsOf('Verify at arnazon.co.uk/account')).toContain('link-lookalike');
    expect(flagsOf('Verify at paypall.com')).toContain('link-lookalike');
    expect(flagsOf('Sign in at rnicrosoft.com')).toContain('link-lookalike');
    // Same name on another ending is not the brand's either.
    expect(flagsOf('Visit paypal.co today')).toContain('link-lookalike');
    // An unrelated domain is not a look-alike.
    expect(flagsOf('Our menu is on pizzahut.example')).toEqual([]);
  });

  it('flags a misspelt name with a word beside it, and not the brand’s own name with one', () => {
    expect(flagsOf('Claim it at https://rnicrosoft-gift.com/claim')).toEqual(['link-lookalike']);
    expect(flagsOf('Verify at paypa1-secure.com')).toEqual(['link-lookalike']);
    expect(flagsOf('Verify at paypal-secure.com')).toEqual(['link-brand-elsewhere']);
    expect(flagsOf('Our menu is on pizza-hut-garden.example')).toEqual([]);
  });

  it('flags a brand’s domain name in the address of a free site or on a cheap ending, not on anyone else’s', () => {
    // "discord" is the name of discord.com, though not a keyword of it.
    expect(flagsOf('Log in: https://discord-gift-claim.weebly.com')).toEqual(['link-brand-elsewhere']);
    expect(flagsOf('Your gift: discord.gift-redeem.xyz/claim')).toEqual(['link-brand-elsewhere']);
    expect(flagsOf('Our server: https://discord.uni-hamburg.example/join')).toEqual([]);
  });

  it('flags "gov" as part of an address whose ending is not a government one', () => {
    expect(flagsOf('Claim via the link: cdc-vouchers-gov.sg-claim.xyz')).toEqual(['link-brand-elsewhere']);
    expect(flagsOf('Pay at https://irs-gov.info/pay')).toEqual(['link-brand-elsewhere']);
    expect(explain(analyse('Pay at https://irs-gov.info/pay').findings[0]!, '')).toContain(
      'not to a government website',
    );
    // Government endings, and "gov" inside a longer word, are not.
    for (const text of [
      'See https://www.gov.uk/pay',
      'Details at https://lta.gov.sg/fees',
      'Read it at ird.govt.nz',
      'Tips from service.govdelivery.com',
      'Visit https://www.usa.gov',
    ])
      expect(flagsOf(text), text).toEqual([]);
  });

  it('reads a brand whose own name folds ("klarna" reads as "klama") by its own spelling', () => {
    const klarna = indexBrands([{ name: 'Klarna', domains: ['klarna.com'], keywords: ['klarna'] }]);
    const flags = (text: string) => analyseLinks(normalise(text), klarna, shorteners).findings.map((f) => f.id);
    expect(flags('Your statement is at klarna.se/app')).toEqual([]);
    expect(flags('Pay now at klama.com')).toContain('link-lookalike');
    expect(flags('Pay now at klarna.top')).toContain('link-lookalike');
  });

  it('names the brand whose own name is in an address, not another brand one letter from it', () => {
    // Spain's post is Correos, Brazil's Correios; Ireland's An Post is one letter from InPost.
    const posts = indexBrands([
      { name: 'Correos', domains: ['correos.es'], keywords: ['correos.es'] },
      { name: 'Correios', domains: ['correios.com.br'], keywords: ['correios'] },
      { name: 'An Post', domains: ['anpost.com'], keywords: ['an post', 'anpost'] },
      { name: 'InPost', domains: ['inpost.co.uk'], keywords: ['inpost'] },
    ]);
    const brandOf = (text: string) =>
      analyseLinks(normalise(text), posts, shorteners).findings.map((f) => `${f.id} ${f.brand}`);
    expect(brandOf('Pague em correios-rastreio.site')).toEqual(['link-brand-elsewhere Correios']);
    expect(brandOf('Renew your locker at inpost-locker-renew.top')).toEqual(['link-brand-elsewhere InPost']);
    // A misspelt name is still read as the brand it imitates, and each post's own site as its own.
    expect(brandOf('Pague em correiios-rastreio.site')).toEqual(['link-lookalike Correios']);
    expect(brandOf('Consultalo en https://www.correos.es/es/es/herramientas/localizador')).toEqual([]);
    expect(brandOf('Acompanhe em https://rastreamento.correios.com.br')).toEqual([]);
  });

  it('names the first brand in the data when an address is one edit from two names of different lengths', () => {
    // "northwestr" drops a letter of Northwester's name and changes one of Northwesty's: the brands' order decides.
    const longer = { name: 'Northwester', domains: ['northwester.com'], keywords: ['northwester'] };
    const shorter = { name: 'Northwesty', domains: ['northwesty.com'], keywords: ['northwesty'] };
    const brandOf = (order: (typeof longer)[]) =>
      analyseLinks(normalise('Sign in at northwestr.top'), indexBrands(order), shorteners).findings.map(
        (f) => `${f.id} ${f.brand}`,
      );
    expect(brandOf([longer, shorter])).toEqual(['link-lookalike Northwester']);
    expect(brandOf([shorter, longer])).toEqual(['link-lookalike Northwesty']);
  });

  it('flags punycode and mixed-script addresses, showing the address as it displays', () => {
    const cyrillic = analyse('Go to p\u0430ypal.com now');
    expect(cyrillic.findings.map((f) => f.id)).toEqual(['link-mixed-script', 'link-lookalike']);
    expect(cyrillic.links[0]!.officialFor).toBeUndefined();
    const puny = analyse('Go to https://xn--pypal-4ve.com/login');
    expect(puny.links[0]!.host).toBe('p\u0430ypal.com');
    expect(puny.findings.map((f) => f.id)).toEqual(['link-mixed-script', 'link-lookalike']);
  });

  it('flags a link to a name made up of service words, not a business’s own hyphenated name or a subdomain', () => {
    for (const text of [
      'Download invoice: https://inv-portal-docs.com/d/INV-20931',
      'Keep your password: https://reillyfoods-ie.passwordportal-secure.app/keep',
      'Validate your mailbox: owa-validate.mail-portal.site/validate',
      'Your refund is ready: https://claim.tax-refunds-centre.example/start',
      'Unpaid toll: https://state-toll-notice.example/invoice',
      // A service word inside a word: "sellerportal", "billingcenter".
      'Re-verify your banking details: https://shop-sellerportal.example/verify',
      'Update your card: https://streamplus-billingcenter.example',
    ])
      expect(flagsOf(text), text).toEqual(['link-made-up']);
    expect(flagsOf('Your PayPal account is limited: paypal-secure-login.example')).toEqual(['link-brand-elsewhere']);
    for (const text of [
      'Your quote: https://harbour-cleaning-services.co.uk/quote/118',
      'Our new alarm range: https://acme-securetech.example/alarms',
      'Your bill: https://secure-login.acme.example/bill',
      'Pay at https://www.paypal.com/signin',
    ])
      expect(flagsOf(text), text).toEqual([]);
    expect(explain(analyse('Open https://inv-portal-docs.com/d/1').findings[0]!, '')).toBe(
      'This link goes to inv-portal-docs.com, a name made up to sound like a company\'s service ("portal"), not a company\'s own website.',
    );
  });

  it('flags link shorteners, but not a brand’s own short domain', () => {
    expect(flagsOf('Details: bit.ly/3abcDE')).toEqual(['link-shortener']);
    expect(flagsOf('Details: https://rb.gy/x1y2')).toEqual(['link-shortener']);
    expect(flagsOf('Your order amzn.to/3abc')).toEqual([]);
  });

  it('flags raw IP addresses, odd ports, user@host tricks and plain http for a login', () => {
    expect(flagsOf('Open http://192.168.4.20/verify')).toEqual(expect.arrayContaining(['link-ip']));
    expect(flagsOf('Open https://check-point.example:8443/')).toEqual(['link-port']);
    expect(flagsOf('Open http://paypal.com@secure-check.example/')).toContain('link-userinfo');
    expect(flagsOf('Open paypal.com@secure-check.example')).toContain('link-userinfo');
    expect(flagsOf('Open http://check-point.example/login')).toEqual(['link-insecure']);
    expect(flagsOf('Photos at http://holiday-pics.example/album')).toEqual([]);
    // A bare address in running text (a mail server's log) is not a link anyone follows.
    expect(flagsOf('received from mail [193.120.211.219] by host')).toEqual([]);
  });

  it('matches a brand in a link only as a whole name or at the start of a word, never inside another word', () => {
    // "chase" inside "purchase" is not Chase.
    expect(flagsOf('Thanks for your order: https://shop.example/purchase/8812')).toEqual([]);
    expect(flagsOf('Receipt at https://purchases.example/r/1')).toEqual([]);
    // A name that starts a label or a path segment still counts.
    expect(flagsOf('https://chase-alerts.example/login')).toContain('link-brand-elsewhere');
    expect(flagsOf('https://paypalsecure.example/login')).toContain('link-brand-elsewhere');
    expect(flagsOf('https://chaseonline2.example/')).toContain('link-brand-elsewhere');
    // The glued words in the plural too.
    expect(flagsOf('https://paypalgifts.example/claim')).toContain('link-brand-elsewhere');
    // …but not when it runs on into an unrelated word: a company or a column that merely starts the same way.
    expect(flagsOf('Michael Moncur, chasewood.example')).toEqual([]);
    expect(flagsOf('https://news.example/issues/paypalooza/1.html')).toEqual([]);
    expect(flagsOf('https://secure-check.example/chase/verify')).toContain('link-brand-elsewhere');
  });

  it("does not call a brand's exact name on another public suffix a look-alike, unless the suffix is a cheap one scammers favour", () => {
    // The same organisation's other domains (or a namesake): nationwide.com, halifax.ca.
    expect(flagsOf('Your policy documents are at nationwide.com')).toEqual([]);
    expect(flagsOf('What’s on: https://www.halifax.ca/events')).toEqual([]);
    // Misspellings and abused top-level domains still are.
    expect(flagsOf('Log in at halifax.top now')).toContain('link-lookalike');
    expect(flagsOf('Log in at https://ha1ifax.co.uk')).toContain('link-lookalike');
  });

  it('reads a brand on another country ending as its own there, and a typo of its own ending as a look-alike', () => {
    const shop = indexBrands([{ name: 'Shop', domains: ['shopworld.de', 'shopworld.com'], keywords: ['shopworld'] }]);
    const flags = (text: string) =>
      analyseLinks(normalise(text), shop, shorteners).findings.map((finding) => finding.id);
    // One letter apart, but both country endings: the same company in the Emirates.
    expect(flags('Purchase at SHOPWORLD.AE on card ending 1187')).toEqual([]);
    expect(flags('Verify at shopworld.co/account')).toContain('link-lookalike');
  });

  it('reads an email address with a dot in its name as an address, not a user@host trick', () => {
    expect(flagsOf('Apple ID: r.miller@icloud.com')).toEqual([]);
    expect(flagsOf('Write to jane.smith@example.org with questions')).toEqual([]);
    expect(flagsOf('-- Julian Bond, julian.bond@voidstar.example')).toEqual([]);
    expect(flagsOf('Open paypal.com@secure-check.example')).toContain('link-userinfo');
  });

  it('marks the link where it was pasted', () => {
    const text = 'Pay here: hxxp://paypal.com.secure-check.example/pay thanks';
    const [finding] = analyse(text).findings;
    expect(text.slice(finding!.start, finding!.end)).toBe('hxxp://paypal.com.secure-check.example/pay');
  });
});

describe('one edit apart', () => {
  /** The full edit distance with adjacent swaps (optimal string alignment), the reference. */
  function distance(a: string, b: string): number {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i || j));
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        rows[i]![j] = Math.min(
          rows[i - 1]![j]! + 1,
          rows[i]![j - 1]! + 1,
          rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
      }
    return rows[a.length]![b.length]!;
  }
  const words = [''];
  for (let length = 1; length <= 4; length++)
    for (const word of words.filter((kept) => kept.length === length - 1))
      for (const letter of 'abc') words.push(word + letter);

  it('agrees with the full edit distance on every pair of words of up to four letters from three', () => {
    for (const a of words) for (const b of words) expect(withinOneEdit(a, b), `${a} ${b}`).toBe(distance(a, b) <= 1);
  });

  it('reads the swaps scammers make as one edit', () => {
    expect(withinOneEdit('paypal', 'paypall')).toBe(true);
    expect(withinOneEdit('amazon', 'amzaon')).toBe(true);
    expect(withinOneEdit('netflix', 'netlifx')).toBe(false);
  });
});
