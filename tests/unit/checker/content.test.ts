import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createChecker, FLAG_WEIGHTS, type ModelFile } from '../../../src/lib/checker/index';
import { shortenerDomains } from '../../../src/lib/checker/shortener-list';
import { brandSchema, type RedFlagId, redFlagIds, redFlagSchema } from '../../../src/schemas/checker';

const read = (name: string) =>
  yaml.load(readFileSync(new URL(`../../../src/content/checker/${name}`, import.meta.url), 'utf-8'));
const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf-8'));
/** The engine with the editors' brands.yaml and the committed model (the other tests use a few test brands). */
const checkerWithOurBrands = (shorteners: Iterable<string> = []) =>
  createChecker({
    brands: brandSchema.array().parse(read('brands.yaml')),
    shorteners,
    model: json('../../../src/lib/checker/data/model.json') as ModelFile,
  });

describe('checker content', () => {
  it('every red flag the engine raises has words for visitors, and every entry names a real flag', () => {
    const entries = redFlagSchema.array().parse(read('red-flags.yaml'));
    expect(entries.map((entry) => entry.id).sort()).toEqual([...redFlagIds].sort());
    expect(Object.keys(FLAG_WEIGHTS).sort()).toEqual([...redFlagIds].sort());
  });

  it('every brand parses', () => {
    expect(brandSchema.array().parse(read('brands.yaml')).length).toBeGreaterThan(0);
  });

  it('rejects a brand domain written as a URL', () => {
    expect(() => brandSchema.parse({ name: 'PayPal', domains: ['https://paypal.com/'] })).toThrow();
  });

  it('keeps the shortener list with its attribution and licence', () => {
    const file = json('../../../src/lib/checker/data/url-shorteners.json');
    expect(file.licence).toContain('CC BY-SA 4.0');
    expect(file.source).toContain('PeterDaveHello/url-shorteners');
    expect(shortenerDomains(file)).toEqual(expect.arrayContaining(['bit.ly', 't.co', 'amzn.to']));
  });

  it('reads t.me as Telegram’s own chat link, not a shortener, though the shared list has it', () => {
    const shorteners = shortenerDomains(json('../../../src/lib/checker/data/url-shorteners.json'));
    expect(shorteners).toContain('t.me');
    const check = checkerWithOurBrands(shorteners);
    const result = check('Join our Telegram group for the match updates: t.me/sundayleague5');
    expect(result.links[0]).toMatchObject({ officialFor: 'Telegram', userContent: true });
    expect(result.flags.map((flag) => flag.id)).not.toContain('link-shortener');
  });
});

/**
 * The editors' brands, a row a case: a brand added to brands.yaml comes with a row here. The texts are written for these
 * tests, in the style of the messages the blind probe sets found.
 */
describe("the editors' brands", () => {
  const check = checkerWithOurBrands();
  const ids = (text: string, sender?: string) => check(text, sender).flags.map((flag) => flag.id);

  /** Its name on someone else's address: [text, sender, the flag that says so]. */
  const elsewhere: [string, string | undefined, RedFlagId][] = [
    [
      'InPost: Twoja paczka oczekuje na dopłatę 1,99 zł. Opłać teraz: inpost-pl.doplata24.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Poste Italiane: la tua carta è sospesa, accedi a posteitaliane-verifica.info', undefined, 'link-brand-elsewhere'],
    ['Correios: Sua encomenda foi taxada. Pague em correios-rastreio.site', undefined, 'link-brand-elsewhere'],
    // "Itaú" is written with its accent.
    ['Itaú: compra aprovada', '+55 11 95555 0101', 'impersonation'],
    ['Itaú: compra aprovada', '+55 11 95555 0101', 'sender-mismatch'],
    [
      'Vinted says the payment is on hold. Confirm here to get the money: vinted-uk-confirm.com/p/88213',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Snapchat: someone tried to log in. Secure your account now: snapchat-security.support/verify',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'UIDAI: your Aadhaar will be deactivated. Update biometrics before 14-Mar: uidai-aadhaarupdate.in',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'View your bill online: https://in.xero.com.post-xero-invoice.com/bill/INV-2214',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Dept of Social Protection: your Christmas Bonus is on hold. Verify your PPSN at mywelfare-ie.com/bonus',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'EZDriveMA: A toll invoice of $5.20 is ready. Pay at ezdrivema-tolls.com/invoice',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Disney+: your subscription is on hold. Restore it at disneyplus-renew.com', undefined, 'link-brand-elsewhere'],
    [
      'Claim the 500 gems waiting for your Supercell ID: supercell-id.com.gem-rewards.net/claim',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'The Toll Roads: unpaid balance of $6.35. Pay before late fees at thetollroads.com-billing.vip/pay',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Revenue NSW: unpaid fine. Pay now or your licence may be suspended.',
      'Revenue NSW <fines@revenuensw-pay.com>',
      'sender-lookalike',
    ],
    [
      'Your SBI Card statement is ready. View it here: https://sbicard-statement.in/view',
      'SBI Card <alerts@sbicard-statement.in>',
      'link-brand-elsewhere',
    ],
    [
      'Your SBI Card statement is ready. View it here: https://sbicard-statement.in/view',
      'SBI Card <alerts@sbicard-statement.in>',
      'sender-lookalike',
    ],
    [
      'EPFO: your PF claim is on hold. Seed your bank account at epfo-claims.in/seed',
      undefined,
      'link-brand-elsewhere',
    ],
    ["Touch 'n Go: verify your eKYC by Friday at https://tng-ewallet.help/verify", undefined, 'link-brand-elsewhere'],
    [
      'PA Turnpike: you have an unpaid toll of $4.15. Pay now: https://paturnpike.com-pay.cyou/us',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Truist Alert: did you make a purchase of $212.40? If not, review it at truist-activity.com/review',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'A payment of $4,900.00 is awaiting approval. Decline it here: https://macquarie-bank-au.com/payments',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      "SHEIN: your parcel can't be delivered, the phone number is incorrect. Update it: sheinuk-track.com",
      undefined,
      'link-brand-elsewhere',
    ],
    // Navy Federal as its members write it, Federal Student Aid by its own short name: from mobile numbers.
    ['NFCU: your debit card is restricted. Call 1-888-555-0147 to reactivate.', '+1 470 555 0198', 'sender-mismatch'],
    ['Dept of Ed: your loan qualifies for discharge. Reply YES to enrol.', '+1 949 555 0133', 'sender-mismatch'],
  ];
  for (const [text, sender, flag] of elsewhere)
    it(`${flag} on "${text}"`, () => expect(ids(text, sender)).toContain(flag));

  /** Its own e-mail address, in a message that names it: [text, sender]. */
  const ownSender: [string, string][] = [
    [
      'Action required: your payouts have been paused\nWe need some additional information to verify your Stripe account. Update your information in the Dashboard: https://dashboard.stripe.com/account/onboarding',
      'Stripe <notifications@stripe.com>',
    ],
    [
      'We were unable to charge your payment method for your Zoom Workplace Pro subscription. Please update your billing information at https://zoom.us/billing',
      'Zoom <billing@zoom.us>',
    ],
    [
      'There was a problem with your payment\nWe were unable to process your latest payment for your Disney+ subscription. Please update your payment information. Need help? Visit help.disneyplus.com.',
      'Disney+ <disneyplus@mail.disneyplus.com>',
    ],
    ['Your Depop item sold! Post it within 5 days using the label in the app.', 'Depop <noreply@depop.com>'],
    ['Trade Me: your item has sold. The buyer will pay by bank deposit.', 'Trade Me <noreply@trademe.co.nz>'],
    ['Receipt for your payment to Spotify AB. You sent A$15.99 AUD with PayPal.', 'PayPal <service@paypal.com.au>'],
    [
      'We could not process the payment for your Squarespace site. Update your billing information: https://account.squarespace.com/billing',
      'Squarespace <no-reply@squarespace.com>',
    ],
    [
      'Your HSBC One eStatement is ready. Log on at www.hsbc.com.hk to view it.',
      'HSBC <noreply@notification.hsbc.com.hk>',
    ],
    ['Westpac will no longer include links in our text messages.', 'Westpac <alerts@westpac.co.nz>'],
    [
      '[Binance] Login attempted from a new IP address. If this was not you, disable your account in the Binance app.',
      'Binance <do_not_reply@mailer.binance.com>',
    ],
    // The eWallet's own company writes from tngdigital.com.my.
    ["Your Touch 'n Go eWallet has been reloaded with RM50.00.", "Touch 'n Go eWallet <noreply@tngdigital.com.my>"],
  ];
  for (const [text, sender] of ownSender)
    it(`reads ${sender} as the company's own`, () => {
      const result = check(text, sender);
      expect(result.evidence.officialSender).toBe(true);
      expect(result.flags.map((flag) => flag.id)).not.toContain('sender-mismatch');
    });

  /** Its own site: [text, the brand whose link it is]. */
  const ownLink: [string, string][] = [
    ['Acompanhe sua encomenda em https://rastreamento.correios.com.br', 'Correios'],
    ['Update your information in the Dashboard: https://dashboard.stripe.com/account/onboarding', 'Stripe'],
    // Verizon's own short address.
    ['VZW FREE MSG: Your payment of $85.00 is past due. Pay now: vzw.com/mypay or call *611.', 'Verizon'],
    ['Pay your EZDriveMA invoice at https://www.ezdrivema.com', 'EZDriveMA'],
    // E-ZPass in Pennsylvania is the Turnpike's.
    [
      'E-ZPass PA: your account has a low balance of $6.20. Manage your account at paturnpike.com.',
      'Pennsylvania Turnpike',
    ],
    // A friend's share link goes to TikTok's own site.
    ['this is literally you 😂 https://vm.tiktok.com/ZMabc123/', 'TikTok'],
    ['Renew your registration at https://www.service.nsw.gov.au', 'NSW Government'],
    ['Review your loans at https://studentaid.gov/dashboard', 'Federal Student Aid'],
    [
      'Sent Rs.250.00 from Kotak Bank AC X1234 on 02-03-25. Not you? https://kotak.com/KBANKT/Fraud',
      'Kotak Mahindra Bank',
    ],
  ];
  for (const [text, brand] of ownLink)
    it(`reads the link in "${text}" as ${brand}'s own`, () =>
      expect(check(text).links[0]).toMatchObject({ officialFor: brand }));

  /** Words that are not the company, or name it as a tool: no flags at all. [text, sender] */
  const notTheCompany: [string, string | undefined][] = [
    ['Acompanhe sua encomenda em https://rastreamento.correios.com.br', undefined],
    // An app named in Portuguese is where to act, not who writes.
    ['Compra aprovada. Se não foi você, bloqueie o cartão pelo app Nubank.', '+55 11 95555 0101'],
    ['Shall we zoom in on the photos later?', '+44 7700 900123'],
    // Staff name Xero as a tool they use: that is no claim to be Xero.
    ['Could you update my bank details in Xero for me?', 'Tess Morgan <tess.morgan@gmail.com>'],
    ['Weather alert: a supercell is moving east, expect hail after 4pm.', '+1 405 555 0142'],
  ];
  for (const [text, sender] of notTheCompany)
    it(`raises no flag on "${text}"`, () => expect(ids(text, sender)).toEqual([]));

  it("reads Verizon's past-due text from its short code, with its own link and service number, as no red flags", () => {
    const bill = check(
      'VZW FREE MSG: Your payment of $85.00 is past due. Pay now to avoid interruption of service: vzw.com/mypay or call *611.',
      '900080004101',
    );
    expect(bill.links[0]).toMatchObject({ officialFor: 'Verizon' });
    expect(bill.verdict).toBe('no-red-flags');
  });

  it("a state's department of education is not the federal one", () => {
    const state = check('The Department of Education has moved the term dates, see the school site.');
    expect(state.flags.map((flag) => flag.brand)).not.toContain('Federal Student Aid');
  });

  it("every shop has an address on myshopify.com: its links are no company's own", () => {
    expect(check('Your order is ready: https://orchard-candles.myshopify.com/orders/1042').links[0]).toMatchObject({
      officialFor: 'Shopify',
      userContent: true,
    });
  });
});
