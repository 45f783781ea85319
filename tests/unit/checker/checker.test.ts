import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createChecker, type ModelFile } from '../../../src/lib/checker/index';
import { sigmoid } from '../../../src/lib/checker/model';
import {
  combinedScore,
  type Evidence,
  FLAG_WEIGHTS,
  MODEL_FLOOR_IN_A_TEXT,
  MODEL_FLOOR_WITH_STRONG_FLAGS,
} from '../../../src/lib/checker/verdict';
import { testBrands, testShorteners } from './fixtures/brands';

const model = JSON.parse(
  readFileSync(new URL('../../../src/lib/checker/data/model.json', import.meta.url), 'utf-8'),
) as ModelFile;
const check = createChecker({ brands: testBrands, shorteners: testShorteners, model });

describe('createChecker', () => {
  it('finds red flags in a toll-and-parcel scam and marks them where they were pasted', () => {
    const text =
      'USPS: your parcel is on hold. Pay the $1.99 redelivery fee within 24 hours at usps-redelivery.top/pay';
    const result = check(text, '+1 202 555 0143');
    expect(result.verdict).toBe('red-flags');
    const ids = result.flags.map((flag) => flag.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'impersonation',
        'details-request',
        'urgency',
        'link-brand-elsewhere',
        'sender-mismatch',
      ]),
    );
    const link = result.flags.find((flag) => flag.id === 'link-brand-elsewhere')!;
    expect(text.slice(link.start, link.end)).toBe('usps-redelivery.top/pay');
    expect(result.links[0]!.domain).toBe('usps-redelivery.top');
  });

  it('gives flags in the order they appear', () => {
    const { flags } = check(
      'Hi Mum, this is my new number. Keep this between us and send it by Western Union today only',
    );
    const starts = flags.map((flag) => flag.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('finds no red flags in a genuine code delivery or everyday chat', () => {
    expect(check('Your Amazon verification code is 482913. Never share this code with anyone.', 'Amazon').verdict).toBe(
      'no-red-flags',
    );
    expect(check('Are we still on for dinner on Friday? I can book the table for 7.').verdict).toBe('no-red-flags');
  });

  it('raises no red flag for a code delivery that says "never share this code", even when it names who may see it', () => {
    for (const [text, sender] of [
      [
        'Amazon: your delivery code is 4821. Only share this code with your driver at the door. Never share it by phone or text.',
        'Amazon',
      ],
      [
        'Your parcel PIN is 5532. Give this PIN to the driver to receive your parcel. Never share it with anyone who calls you.',
        'DPD',
      ],
      [
        'HSBC: 448120 is your one-time passcode. Never share this code with anyone, even HSBC. If you did not ask for it, call us urgently.',
        'HSBC',
      ],
    ] as const) {
      const result = check(text, sender);
      expect(
        result.flags.map((flag) => flag.id),
        text,
      ).not.toContain('code-request');
      expect(result.evidence.genuineSign, text).toBe(true);
      expect(result.verdict, text).toBe('no-red-flags');
    }
    // A request for a code the scammer does not have is still one, whatever warning it copies.
    expect(
      check(
        'Hi, HSBC here. Never share your code with strangers, but please read me the code we just sent so we can verify you.',
      ).flags.map((f) => f.id),
    ).toContain('code-request');
  });

  it("does not call a bank's fraud alert that asks for a YES or NO reply a red flag by itself", () => {
    for (const text of [
      'Chase Fraud Alert: did you use your card ending 4411 for $300.00 at Walmart? Reply YES or NO. If NO, your card will be locked to protect you.',
      'HSBC: your card has been temporarily blocked as we saw an unusual payment. Reply YES if you recognise £58.20 at TESCO, or NO if you don’t.',
      'Chase: was this you? $499.00 at JB HI-FI ONLINE. Reply Y for yes or N for no. If N, your card will be blocked immediately and a new one sent.',
    ]) {
      const result = check(text, 'Chase');
      expect(
        result.flags.map((flag) => flag.id),
        text,
      ).not.toContain('threat');
      expect(
        result.flags.map((flag) => flag.id),
        text,
      ).not.toContain('urgency');
      expect(result.verdict, text).not.toBe('red-flags');
    }
    // The same wording with a link to follow, a code to give or from a personal number is still flagged.
    const withLink = check(
      'Chase: your card has been blocked. Reply YES or NO, or verify your account at chase-secure.example/verify',
    );
    expect(withLink.flags.map((flag) => flag.id)).toEqual(expect.arrayContaining(['threat', 'link-brand-elsewhere']));
    expect(
      check('Chase: was this you? $499 at Walmart. Reply YES or NO.', '+1 202 555 0143').flags.map((f) => f.id),
    ).toContain('sender-mismatch');
  });

  it('takes a card block that sends you to the number on the back of your card as a genuine alert', () => {
    const text =
      'Your Axis Bank Credit Card XX5561 has been temporarily blocked due to suspected unauthorised usage. Please call customer care on the number on the back of your card to reactivate.';
    const genuine = check(text, 'AX-AXISBK');
    expect(genuine.evidence.genuineSign).toBe(true);
    expect(genuine.flags.map((flag) => flag.id)).not.toContain('threat');
    const scam = check(text.replace('the number on the back of your card', '+91 98765 43210'), 'AX-AXISBK');
    expect(scam.evidence.genuineSign).toBe(false);
    expect(scam.flags.map((flag) => flag.id)).toContain('threat');
  });

  it('takes "our bank details have not changed" and a warning against changed bank details as signs of a genuine message', () => {
    const statement = check(
      'Please find attached your statement for October. Total due: €2,052.70. Our bank details have not changed.',
      'Niamh Doyle <accounts@shannonsidetimber.ie>',
    );
    expect(statement.evidence.genuineSign).toBe(true);
    const settlement = check(
      'Settlement is booked for Thursday. Important: we will never change our bank details by email. If you ever receive an email asking you to pay money to a new account, call our office before doing anything.',
      'Rebecca Lawson <rebecca@pinnacleconveyancing.com.au>',
    );
    expect(settlement.evidence.warnsAboutScams).toBe(true);
    expect(settlement.flags.map((flag) => flag.id)).not.toContain('bank-details-changed');
    expect(settlement.verdict).toBe('no-red-flags');
    const diversion = check(
      'Please note our bank details have changed. Pay invoice 4471 to our new account below.',
      'Karen <accounts@kiwibuild-supp1ies.co.nz>',
    );
    expect(diversion.evidence.genuineSign).toBe(false);
    expect(diversion.flags.map((flag) => flag.id)).toContain('bank-details-changed');
  });

  it("takes a billing notice whose only way onward is the company's own app as genuine, and one with a link or a number as not", () => {
    for (const text of [
      "Spark: Hi, we weren't able to process your automatic payment of $95.00. Please update your card in MySpark to avoid late fees.",
      'PureGym: Your membership payment of £24.99 failed. Please update your details in the PureGym app to keep gym access.',
      'Expense report EXP-004481 "Toronto trade show" from Kevin Nguyen ($1,842.60) is awaiting your approval. Open your Workday inbox to review.',
    ]) {
      const notice = check(text);
      expect(notice.evidence.genuineSign).toBe(true);
      expect(notice.flags.map((flag) => flag.id)).not.toContain('details-request');
      expect(notice.verdict).not.toBe('red-flags');
      if (text.startsWith('Spark'))
        expect(check(`${text} Or call us on 0800 123 4567.`).flags.map((flag) => flag.id)).toContain('details-request');
      for (const scam of [
        check(`${text} Update now at billing-update-centre.com`),
        check(`${text} Or call us on 0800 123 4567.`),
      ]) {
        expect(scam.evidence.genuineSign).toBe(false);
        expect(scam.score).toBeGreaterThan(notice.score);
      }
    }
  });

  it("takes a voicemail notice that sends you to the network's own service number as genuine, and a link or a full number as not", () => {
    // Carriers' voicemail is on a three-digit number (121, 123, 901) or a star code (*86) that only their own phones reach.
    for (const [text, sender] of [
      ["You have 1 new voicemail. Call 123 to listen. It's free from your EE mobile in the UK.", 'EE'],
      ['Vodafone: 1 new voicemail from 0423 610 578 at 9:12am. Call 121 to listen, free from your mobile.', 'Vodafone'],
      ['You have 1 new voicemail message. Call 321 to retrieve it.', 'Optus'],
      ['Verizon Msg: You have 1 new voice message. Dial *86 from your phone to listen.', 'Verizon'],
    ] as const) {
      const notice = check(text, sender);
      expect(notice.evidence.genuineSign, text).toBe(true);
      expect(notice.evidence.leadsOnlyToCompany, text).toBe(true);
      expect(notice.verdict, text).toBe('no-red-flags');
    }
    // The same notice with a premium number to call (UCI's voicemail spam) or a link to listen at is not the network's.
    const premium = check('You have 1 new voicemail. Please call 09061743386 to listen.', '+447700900123');
    expect(premium.evidence.genuineSign).toBe(false);
    expect(premium.verdict).toBe('red-flags');
    const link = check(
      'You have 1 new voicemail. Call 121 or listen here: http://vm-msgcentre.info/l/a7Kp2Q',
      'Vodafone',
    );
    expect(link.evidence.leadsOnlyToCompany).toBe(false);
    // A number in full is not a service number, even where it starts like one: "call 0860 10 20 43".
    const bank = check('Capitec: Purchase R312.45 at PICK N PAY. Not you? Call 0860 10 20 43', 'Capitec');
    expect(bank.evidence.leadsOnlyToCompany).toBe(false);
  });

  it('reads a merchant named in capitals after "at" ("chez", "bei") in a card alert as the merchant, not a link to follow', () => {
    const alert = check(
      'Chase: Did you attempt a transaction of $742.18 at AIRCANADA.COM on card ending 6630? Reply Y for yes, N for no.',
      'Chase',
    );
    expect(alert.flags.map((flag) => flag.id)).not.toContain('link-off-brand');
    expect(alert.evidence.genuineSign).toBe(true);
    // Another brand's site named as where the parcel comes from: "from Amazon.ae" in a courier's text.
    expect(
      check(
        'Royal Mail: your parcel from Amazon.ae will be delivered today. Track it at royalmail.com',
        'RoyalMail',
      ).flags.map((flag) => flag.id),
    ).not.toContain('link-off-brand');
    expect(alert.verdict).toBe('no-red-flags');
    // The same alert in French (a Canadian bank's) and in German (a Swiss bank's).
    for (const [text, bank] of [
      [
        'Chase : Avez-vous effectué un achat de 245,60 $ chez SIMONS.CA avec votre carte 6621? Répondez OUI ou NON.',
        'Chase',
      ],
      ['HSBC: Eine Zahlung über CHF 1249.00 bei GALAXUS.CH mit Ihrer Karte ***0912 wurde abgelehnt.', 'HSBC'],
    ])
      expect(
        check(text, bank).flags.map((flag) => flag.id),
        text,
      ).not.toContain('link-off-brand');
    // A link to follow, written as links are, is still not the bank's.
    const scam = check('Chase: a transaction of $742.18 was blocked. Confirm it at chase-verify-card.net/id', 'Chase');
    expect(scam.verdict).toBe('red-flags');
    expect(
      check('Chase: your card is on hold. Unlock it at cardholder-unlock.net now', 'Chase').flags.map((f) => f.id),
    ).toContain('link-off-brand');
  });

  it('takes a code and nothing else from an ordinary number as no mismatch, and a code with a link or a number to call as one', () => {
    const sender = '+1 (310) 360-6000';
    const code = check('Your PayPal verification code is 682047. It expires in 15 minutes.', sender);
    expect(code.flags.map((flag) => flag.id)).not.toContain('sender-mismatch');
    expect(code.verdict).toBe('no-red-flags');
    for (const text of [
      'Your PayPal verification code is 682047. Not you? Secure your account at paypal-secure-check.example',
      'Your PayPal verification code is 682047. Not you? Call 1-888-555-0199 now.',
      'PayPal: we sent you a code, reply with it to keep your account open.',
    ])
      expect(
        check(text, sender).flags.map((flag) => flag.id),
        text,
      ).toContain('sender-mismatch');
  });

  it("takes a payment app a friend pays with as no claim to be it, and the app's own name as one", () => {
    const apps = createChecker({
      brands: [
        ...testBrands,
        { name: 'Venmo', domains: ['venmo.com'], keywords: ['venmo'] },
        { name: 'Monzo', domains: ['monzo.com'], keywords: ['monzo'] },
        { name: 'GCash', domains: ['gcash.com'], keywords: ['gcash'] },
      ],
      shorteners: testShorteners,
      model,
    });
    for (const [text, sender] of [
      [
        'Just sent you the $250 I owed you from Vegas on Venmo. Sorry it took so long, the first paycheck took forever.',
        'Marcus Webb <marcus.webb@gmail.com>',
      ],
      ['can you send me £20 for the pizza? monzo.me/danwhelan works or just bank transfer', 'dan.whelan@gmail.com'],
      ['Ate, pa-GCash naman 1,500 pambayad sa tuition, babayaran ko pag sahod', '+63 917 555 0142'],
      // A landlord's reminder of the usual way to pay.
      [
        'Hi Sam, this is Linda (landlord). Just a reminder rent of $2,150 is due on the 1st via the usual Venmo.',
        '(602) 555-0129',
      ],
    ] as const)
      expect(
        apps(text, sender).flags.map((flag) => flag.id),
        text,
      ).not.toContain('sender-mismatch');
    expect(
      apps('Venmo: your account is limited. Verify your identity', 'venmo.support@gmail.com').flags.map((f) => f.id),
    ).toContain('sender-mismatch');
  });

  it('takes a YES/NO fraud alert from an ordinary mobile number as no genuine sign', () => {
    const text =
      'CHASE FRAUD ALERT: Did you attempt a purchase of $1,249.99 at BEST BUY? Reply YES or NO. If NO, a fraud specialist will call you shortly.';
    expect(check(text, 'Chase').evidence.genuineSign).toBe(true);
    const fromMobile = check(text, '+1 (917) 555-0121');
    expect(fromMobile.evidence.genuineSign).toBe(false);
    expect(fromMobile.verdict).toBe('red-flags');
  });

  it('counts an email from the own domain of the company it names as a genuine sign, and no other domain', () => {
    const renewal = 'Your Microsoft 365 Family subscription has been renewed. Amount charged: $99.99.';
    const own = check(renewal, 'Microsoft <microsoft-noreply@microsoft.com>');
    expect(own.evidence.officialSender).toBe(true);
    // Another known company's domain (HSBC's) is not Microsoft's own, and an unknown domain is no evidence either.
    expect(check(renewal, 'alerts@hsbc.co.uk').evidence.officialSender).toBe(false);
    expect(check(renewal, 'billing@renewals-365.example').evidence.officialSender).toBe(false);
    const unsaid = check(renewal);
    expect(unsaid.evidence.officialSender).toBe(false);
    expect(own.score).toBeLessThan(unsaid.score);
  });

  it("counts an email sent under a company's own name from its own domain as a genuine sign, where its name is no keyword", () => {
    const verify = 'Verify Email Address\nThanks for registering! Click below to verify your email address.';
    expect(check(verify, 'Discord <noreply@discord.com>').evidence.officialSender).toBe(true);
    expect(check(verify, '"Discord" <noreply@discord.com>').evidence.officialSender).toBe(true);
    // Another name, or the name on someone else's address, is not it.
    expect(check(verify, 'Gaming News <noreply@discord.com>').evidence.officialSender).toBe(false);
    expect(check(verify, 'Discord <noreply@discord-verify.example>').evidence.officialSender).toBe(false);
    expect(check(verify, 'Discord <discord.support@gmail.com>').evidence.officialSender).toBe(false);
  });

  it('takes a government’s own address, a link or a sender, as a genuine sign: only a government can hold one', () => {
    const text =
      'Confirm your email\nThanks for submitting your email address. Please click the link below: https://secure.login.gov/sign_up/email/confirm?token=abc. This link will expire in 24 hours.';
    const result = check(text, 'Login.gov <no-reply@login.gov>');
    expect(result.links[0]?.officialFor).toBe('a government body');
    expect(result.evidence.officialLinksOnly).toBe(true);
    expect(result.evidence.officialSender).toBe(true);
    // An address that only has "gov" in it is neither.
    const fake = check(
      text.replace('secure.login.gov', 'login-gov.secure-confirm.top'),
      'Login.gov <no-reply@login-gov.top>',
    );
    expect(fake.evidence.officialLinksOnly).toBe(false);
    expect(fake.evidence.officialSender).toBe(false);
    expect(fake.flags.map((flag) => flag.id)).toContain('link-brand-elsewhere');
  });

  it('lets the model count for little when following the message can only lead to the company it names', () => {
    const customs =
      'Royal Mail: customs charges of £7.82 are due on your parcel. Pay at royalmail.com/fees within 14 days or it will be returned to sender.';
    const own = check(customs, 'RoyalMail');
    expect(own.evidence.leadsOnlyToCompany).toBe(true);
    expect(own.flags.map((flag) => flag.id)).toEqual(expect.arrayContaining(['threat', 'urgency']));
    expect(own.verdict).not.toBe('red-flags');
    // The same words with another address, a number to call, or a sender that does not fit are no such message.
    const elsewhere = check(customs.replace('royalmail.com/fees', 'royalmail-fees.top'), 'RoyalMail');
    expect(elsewhere.evidence.leadsOnlyToCompany).toBe(false);
    expect(elsewhere.verdict).toBe('red-flags');
    expect(check(`${customs} Questions? Call 0800 123 4567`).evidence.leadsOnlyToCompany).toBe(false);
    expect(check(customs, '+44 7700 900123').evidence.leadsOnlyToCompany).toBe(false);
    // In a text, asking to update payment details on the company's own site is its own business too.
    const update = 'Royal Mail: your Direct Debit failed. Please update your payment details at royalmail.com/account.';
    const updated = check(update, 'RoyalMail');
    expect(updated.flags.map((flag) => flag.id)).toContain('details-request');
    expect(updated.evidence.leadsOnlyToCompany).toBe(true);
    expect(
      check(update.replace('royalmail.com/account', 'rm-account-update.example'), 'RoyalMail').evidence
        .leadsOnlyToCompany,
    ).toBe(false);
    expect(
      check(update.replace(' at royalmail.com/account', ' by replying to this text'), 'RoyalMail').evidence
        .leadsOnlyToCompany,
    ).toBe(false);
    // In an e-mail the words of a link may hide another address: only the company's own address as sender vouches there.
    const email = `${customs}\n\n${'Thank you for choosing Royal Mail. '.repeat(12)}`;
    expect(check(email).evidence.leadsOnlyToCompany).toBe(false);
    expect(check(email, 'Royal Mail <no-reply@royalmail.com>').evidence.leadsOnlyToCompany).toBe(true);
    expect(check(email, 'Royal Mail <no-reply@royalmail-notices.example>').evidence.leadsOnlyToCompany).toBe(false);
  });

  it('reads a text that opens with a company’s name and a colon as from that company, even where the name is an everyday word', () => {
    // Nationwide's keyword is "nationwide building society": the word alone is everyday English.
    const text =
      "Nationwide: a new payee, C WALSH, was added to your account. If this wasn't you, visit nationwide-payee-check.example";
    const result = check(text, '+44 7700 900123');
    const flags = result.flags.map((flag) => flag.id);
    expect(flags).toEqual(expect.arrayContaining(['impersonation', 'sender-mismatch', 'link-off-brand']));
    const claim = result.flags.find((flag) => flag.id === 'impersonation')!;
    expect(text.slice(claim.start, claim.end)).toBe('Nationwide');
    expect(result.verdict).toBe('red-flags');
    // The word anywhere else, or before other words, claims nothing.
    for (const other of ['Nationwide news: petrol prices fall again', 'Good news nationwide: schools reopen Monday'])
      expect(
        check(other, '+44 7700 900123').flags.map((flag) => flag.id),
        other,
      ).not.toContain('impersonation');
  });

  it("takes a company's own e-mail asking for new payment details as the company's, from no other address", () => {
    const failed =
      "Your payment didn't go through\nWe couldn't charge your card for your Amazon Prime membership. Please update your payment method in Your Account at amazon.co.uk/yourpayments so your membership isn't interrupted.\n\n" +
      'Amazon.co.uk, Amazon EU S.à r.l., 38 avenue John F. Kennedy, L-1855 Luxembourg. '.repeat(3);
    const own = check(failed, 'Amazon <prime@amazon.co.uk>');
    expect(own.flags.map((flag) => flag.id)).toContain('details-request');
    expect(own.evidence.leadsOnlyToCompany).toBe(true);
    // Asking for details is the company's own business only from its own address, and only with its own links.
    expect(check(failed, 'Amazon <prime@amazon-billing.example>').evidence.leadsOnlyToCompany).toBe(false);
    expect(check(failed, 'Amazon').evidence.leadsOnlyToCompany).toBe(false);
    const elsewhere = check(
      failed.replace('amazon.co.uk/yourpayments', 'prime-billing.example'),
      'Amazon <prime@amazon.co.uk>',
    );
    expect(elsewhere.evidence.leadsOnlyToCompany).toBe(false);
    expect(own.score).toBeLessThan(elsewhere.score);
  });

  it('takes the links of an e-mail sender that names itself as its own, not on a cheap ending', () => {
    const bill = [
      'Subject: Your Hydro One account has an overdue balance',
      'Our records show that your account has an overdue balance of $286.15. Please make a payment as soon as possible.',
      'Pay online through My Account at hydroone.com/myaccount.',
      'Hydro One Networks Inc., 483 Bay Street, Toronto, ON M5G 2P5. '.repeat(4),
    ].join('\n\n');
    const own = check(bill, 'Hydro One <noreply@hydroone.com>');
    expect(own.flags.map((flag) => flag.id)).toEqual(expect.arrayContaining(['threat', 'urgency']));
    expect(own.evidence.officialLinksOnly).toBe(true);
    expect(own.evidence.leadsOnlyToCompany).toBe(true);
    expect(own.verdict).not.toBe('red-flags');
    // A display name that is not its domain's, or a domain on a cheap ending, vouches for nothing.
    for (const sender of ['Hydro One <noreply@hydroone-billing.com>', 'Hydro One <noreply@hydroone.info>']) {
      const other = check(bill.replaceAll('hydroone.com', sender.replace(/.*@|>/g, '')), sender);
      expect(other.evidence.officialLinksOnly, sender).toBe(false);
      expect(other.verdict, sender).toBe('red-flags');
    }
  });

  it('takes a win that needs nothing from you as genuine, and not one that asks for a step', () => {
    const win =
      "Congrats! You've won a $100 voucher in our Clubcard draw. It's been loaded to your Clubcard, nothing more to do.";
    const genuine = check(win);
    expect(genuine.evidence.genuineSign).toBe(true);
    expect(genuine.flags.map((flag) => flag.id)).not.toContain('prize-refund');
    // A prize on its way to the reader's own card needs nothing either.
    const loaded = check(
      "Pick n Pay: Congrats! You've won R500 in our Smart Shopper lucky draw. It'll be loaded onto your Smart Shopper card within 48 hrs.",
    );
    expect(loaded.evidence.genuineSign).toBe(true);
    expect(loaded.flags.map((flag) => flag.id)).not.toContain('prize-refund');
    for (const ask of [
      ' Claim it at clubcard-winners.example',
      ' Just confirm your address.',
      ' Call 0800 123 4567.',
    ]) {
      const scam = check(win + ask);
      expect(scam.evidence.genuineSign, ask).toBe(false);
      expect(
        scam.flags.map((flag) => flag.id),
        ask,
      ).toContain('prize-refund');
    }
  });

  it('marks payment before the thing can be seen as red flags, however chatty the wording', () => {
    const rental = check(
      "Hi, the apartment is still available. I'm overseas for work so can't show it, but I can post the keys once you pay the bond and first month's rent.",
    );
    expect(rental.flags.map((flag) => flag.id)).toEqual(['pay-unseen']);
    expect(rental.verdict).toBe('red-flags');
  });

  it('does not let a real company’s address vouch for a message from a sender that does not fit', () => {
    const alert =
      'Chase Fraud Services: Did you attempt a $1,249.00 purchase at AMAZON.COM/BILL with card ending in 4417? Reply YES or NO.';
    expect(check(alert).evidence.officialLinksOnly).toBe(true);
    const mobile = check(alert, '+1 (806) 219-4402');
    expect(mobile.flags.map((flag) => flag.id)).toContain('sender-mismatch');
    expect(mobile.evidence.officialLinksOnly).toBe(false);
    expect(mobile.verdict).toBe('red-flags');
  });

  it('takes no address at a free mail service as the company’s own, even one the company runs', () => {
    const alert =
      'Google: someone tried to sign in to your Google account. Check it at https://accounts-verify.example/g';
    expect(check(alert, 'google.security@gmail.com').evidence.officialSender).toBe(false);
    expect(check(alert, 'google.security@gmail.com').flags.map((flag) => flag.id)).toContain('sender-mismatch');
  });

  it('does not count a link anyone can make on a company’s site (a wa.me chat, a shared document) as its own', () => {
    const own = check('WhatsApp: your new device is linked. Manage devices at https://www.whatsapp.com/devices');
    expect(own.evidence.officialLinksOnly).toBe(true);
    const chat = check('Our analysts share 3 free stock picks every day. Join the group: wa.me/15555550166');
    expect(chat.links[0]?.officialFor).toBe('WhatsApp');
    expect(chat.evidence.officialLinksOnly).toBe(false);
    expect(check('Your invoice is ready: https://docs.google.com/document/d/1xYz').evidence.officialLinksOnly).toBe(
      false,
    );
  });

  it('takes a code given to show the driver at the door as a delivery, and a code for an "agent" as a request', () => {
    const handover = check(
      'Your Amazon order #403-1234567-1234567 is out for delivery today. Share OTP 5219 with the delivery agent only after you receive the package.',
    );
    expect(handover.flags.map((flag) => flag.id)).not.toContain('code-request');
    const ekart = check(
      'Out for delivery: your headphones from Amazon will be delivered today. Share OTP 4821 only with the agent at the time of delivery.',
    );
    expect(ekart.flags.map((flag) => flag.id)).not.toContain('code-request');
    // The courier's name for its agent, the door, or "after receiving": still a code for the door.
    for (const delivery of [
      'Your Myntra shipment is out for delivery today. Delivery OTP: 4821. Share the OTP only with the Delhivery agent at your doorstep after checking the package.',
      'Ekart: Your Flipkart order will be delivered today by Ravi (Wishmaster). Delivery OTP: 7720. Please share OTP only after receiving the item.',
      'Uber Eats: Jacob is arriving soon with your order. Share your PIN 4827 with them at drop-off.',
      // A ride's driver (Rapido calls them captains) starts the trip with the code.
      'Your Rapido captain Ramesh (KA05AB1234, Activa) is 2 mins away. Share OTP 4821 to start the ride.',
      // The courier named before, then "them"; and the agent some way after the code.
      'Uber Eats: Your courier, Amara, is arriving with your order from Wagamama. Share PIN 5520 with them to receive it.',
      'Your Flipkart order is out for delivery today. Share OTP 6631 only after checking the product with our Ekart agent.',
      // The code named by what it is for.
      'Your Delhivery shipment (AWB 1440219838271) is out for delivery. OTP for delivery: 5821. Share OTP only after receiving your parcel.',
    ])
      expect(check(delivery).flags.map((flag) => flag.id)).not.toContain('code-request');
    expect(handover.evidence.genuineSign).toBe(true);
    // No code in the message: the caller's "delivery agent" wants the one the bank is about to send.
    const request = check(
      'Our agent will call you. Please share the OTP you receive with the delivery agent to get your refund.',
    );
    expect(request.flags.map((flag) => flag.id)).toContain('code-request');
  });

  it('counts a notice of money that has already moved, which asks for nothing, as a genuine sign', () => {
    for (const text of [
      'Nationwide: Your mortgage payment of £845.00 has been taken from your current account.',
      'PNC: Your mobile check deposit of $312.00 has been received and is being reviewed.',
      'We received your payment of $1,020.55 to your TD Visa ending 4412.',
      "Monzo: You've received £20.00 from Alex Brown.",
      // Indian banks write rupees as Rs or INR, and "credited with" or "debited by" the amount.
      'HDFC Bank: A/c XX4821 debited by Rs.1,200.00 on 14-03-25 to VPA shop@okaxis. Avl Bal Rs.8,310.55',
      'Your a/c XX9921 is credited with INR 2,500.00 on 02-Apr-25 by NEFT from ANIL SHARMA.',
      // A reference number is not a number to call.
      'Settlement of Rs 23,418.60 has been processed to your bank a/c XXXX0921. UTR: HDFCR52024051400123',
      'Your payment of £62.10 was received. Ref: 250314112233',
    ]) {
      const result = check(text);
      expect(result.evidence.genuineSign, text).toBe(true);
      expect(result.verdict, text).not.toBe('red-flags');
    }
    // Not when it also gives a number to call, a link that is not the company's own, a step to take or a red flag.
    for (const text of [
      'Your payment of $1,249.00 to Best Buy has been received. If you did not make it, call 1-888-555-0184 now.',
      'Your payment of £845.00 has been taken. Not you? Cancel it at nationwide-cancel.example',
      "You've received $500.00 in Bitcoin. Pay the $50 release fee to withdraw it.",
      "You've received a payment of $480.00 from Mark. To accept the money, reply with the name on your card.",
      'Your account will be debited with $499.99 for the Norton renewal today.',
    ])
      expect(check(text).evidence.genuineSign, text).toBe(false);
  });

  it('reads a warning about scams, which quotes them, as a warning and not as a scam', () => {
    for (const text of [
      'Heads up, Dad got a text saying "E-ZPass: final notice, unpaid toll of $6.99, pay by today to avoid a $50 late fee". It\'s a scam, don\'t click anything like that.',
      'Dear parents, we have received reports of fraudsters messaging families on WhatsApp, claiming to be the school and asking for an "exam fee" to be paid urgently into a personal account.',
      'Phishing awareness: what to look out for. 1. "Your mailbox is full: verify your account within 24 hours or it will be suspended." 2. "Are you at your desk? I need a quick favour, buy some gift cards."',
      'We have been made aware of an increase in sextortion aimed at teenagers: "Pay £100 or I\'ll send these pictures to all your followers." Please talk to your child.',
      'Just to warn you, Maureen got one of those "Hi Mum, this is my new number, can you send me £900 for a bill" messages yesterday.',
      "Mom, Aunt Carol got a text pretending to be me asking for money. It wasn't me!! If you ever get a 'hi mom this is my new number' message just ignore it and call my normal cell.",
      // Conveyancers, agents and registries warning about payment diversion and misleading renewal notices.
      'Our bank details will never change by email. If you ever receive an email appearing to come from us with different bank details, call us immediately.',
      "Congratulations! The 10% deposit is payable within 7 days. Please always phone the attorney's office on a number you've looked up yourself to confirm banking details.",
      "Sale agreed, congratulations! I'll call you this afternoon about the deposit, we don't send bank details by email.",
      'Your business name registration expires soon. Beware of misleading invoices from private companies offering to renew it for a higher fee.',
      'Cyber criminals target property transactions, so confirm any change with us by phone.',
      "Congratulations! I'll go through how to pay the deposit in person. Please don't act on any email asking you to pay money, even if it looks like it's from us.",
      // A university's warning about deposits for halls.
      "We are aware of emails and WhatsApp messages asking new students to pay a 'room reservation deposit' to secure halls. These are not from the University.",
    ]) {
      const result = check(text);
      expect(result.evidence.warnsAboutScams, text).toBe(true);
      expect(result.verdict, text).toBe('no-red-flags');
    }
    // Its own links still count; and a bank's fraud alert, or a scam saying it is not one, is no warning.
    const withLink = check('Scam warning: to keep your account safe from scammers, log in at paypal-secure-check.top');
    expect(withLink.evidence.warnsAboutScams).toBe(true);
    expect(withLink.verdict).toBe('red-flags');
    // Not the link of the scam it quotes, inside its quotation marks.
    const quoted = check(
      'Hi Jean, just a warning, three of us on the close got this today: "Royal Mail: your parcel is held, pay the £1.99 fee at royalmail-redelivery.top" – it\'s a SCAM, don\'t click it! x',
    );
    expect(quoted.evidence.warnsAboutScams).toBe(true);
    expect(quoted.flags.map((flag) => flag.id)).not.toContain('link-brand-elsewhere');
    expect(quoted.verdict).toBe('no-red-flags');
    for (const text of [
      'This is not a scam! Buy a $50 Steam gift card and send me the code to claim your prize today.',
      'Chase Fraud Alert: did you attempt a $749.99 purchase at bestbuy.com? Reply YES or NO.',
    ])
      expect(check(text).evidence.warnsAboutScams, text).toBe(false);
  });

  it('counts a code or login notice with nothing to do if it was not you as a genuine sign', () => {
    for (const text of [
      'Your one-time passcode for your account is 712094. If you did not try to sign in, you do not need to do anything.',
      "We noticed a new login to your Microsoft account from Chrome on Mac. If this was you, you don't need to do anything.",
      'Your PayPal code is 884213. If you didn’t request it, you can safely ignore this email.',
    ])
      expect(check(text).evidence.genuineSign, text).toBe(true);
    // The toll scams' "ignore this if you have already paid", and the same words with a link or a number to call.
    for (const text of [
      'USPS: your parcel is on hold for an unpaid fee of $1.99. If you have already paid, please ignore this message.',
      "New login to your PayPal account. If this wasn't you, ignore this and secure it at paypal-secure.example/login",
      "Your code is 884213. If this wasn't you, ignore this email and call us on 0800 555 0192.",
    ])
      expect(check(text).evidence.genuineSign, text).toBe(false);
  });

  it('lets two strong red flags outweigh the model’s doubt about casual wording', () => {
    const text =
      "Hi, this is Sarah from Microsoft Support. Don't worry, I'm going to send you a verification code, can you read it back to me when it arrives?";
    const result = check(text, '+1 614 229 0483');
    expect(result.flags.map((flag) => flag.id)).toEqual(expect.arrayContaining(['code-request', 'sender-mismatch']));
    expect(result.evidence.modelLogit).toBeLessThan(MODEL_FLOOR_WITH_STRONG_FLAGS);
    expect(result.verdict).toBe('red-flags');
  });

  it('does not let the model’s doubt about chatty wording hide one very strong red flag (a code request)', () => {
    const text =
      'Haha sorry mate I typed your number instead of mine, a code is coming to you, just send it to me when it lands 👍';
    const result = check(text, '+44 7700 900552');
    expect(result.flags.map((flag) => flag.id)).toEqual(['code-request']);
    expect(result.evidence.modelLogit).toBeLessThan(MODEL_FLOOR_IN_A_TEXT);
    // At its floor the model's doubt counts for -2, and a code request weighs 3.
    expect(result.verdict).toBe('red-flags');
  });

  it('does not let the model’s doubt hide three different red flags that agree in a text', () => {
    const text =
      'Amazon: your 8,750 reward points expire at midnight. Use them now on AirPods, a Ninja air fryer and more: amz-points.shop';
    const result = check(text);
    expect(result.flags.map((flag) => flag.id)).toEqual(
      expect.arrayContaining(['prize-refund', 'urgency', 'link-off-brand']),
    );
    expect(result.evidence.modelLogit).toBeLessThan(MODEL_FLOOR_IN_A_TEXT);
    expect(result.verdict).toBe('red-flags');
  });

  it('does not let the model’s doubt hide a flag that names a scam’s whole story, in an e-mail or a long chat message too', () => {
    for (const text of [
      // A soldier's leave fee, written as a long love letter.
      'Good morning my darling,\n\nI hope you slept well. Here at the base it is very hot and we had a long patrol yesterday, but all I could think about was your smile and our talk about your garden. I have never felt this way about someone before.\n\nI spoke with my commanding officer and I can apply to come and see you next month. The only problem is the leave fee has to be paid by a civilian because our accounts are frozen on deployment. It is $2,100. I am so ashamed to ask.\n\nAll my love,\nRobert',
      // A seller of tickets who wants a payment with no buyer protection.
      "Hey saw your post in the group looking for tickets. I've got 2 standing for the gig on Saturday, my partner has been made to work so we can't go. Just want face value back, £85 each. I'll transfer them over on the app as soon as payment's in. Bank transfer or PayPal friends & family only pls, the fees are mad. Can meet you outside the venue on the night if you want x",
    ]) {
      const result = check(text);
      expect(text.length, text).toBeGreaterThan(320);
      expect(result.evidence.modelLogit, text).toBeLessThan(MODEL_FLOOR_IN_A_TEXT);
      expect(result.verdict, text).toBe('red-flags');
    }
  });

  it('reads a full number to call as no network service number, however it is punctuated', () => {
    expect(
      check('Dept of Education: your loan forgiveness is pending. Call 877-418-2290 before Friday.').evidence
        .genuineSign,
    ).toBe(false);
  });

  it('reads what a company says it never asks for as no request, only in that sentence', () => {
    const cra = check(
      'New mail in My Business Account. The CRA will never ask you to provide personal or financial information by email, or ask for payment by e-transfer, gift card or cryptocurrency.',
    );
    expect(cra.flags.map((flag) => flag.id)).not.toContain('payment-method');
    expect(
      check('Reminder: nobody from CRA will ever call you asking for gift cards or bitcoin!').flags.map((f) => f.id),
    ).not.toContain('payment-method');
    // The ask in the next sentence is still one.
    expect(
      check('We will never ask for your password. Please buy a $200 Steam gift card and send us the code.').flags.map(
        (flag) => flag.id,
      ),
    ).toContain('payment-method');
  });

  it('keeps the highest floor that applies: two strong flags, one of them a story flag, keep the model’s doubt to -1', () => {
    const evidence = (ids: Evidence['findings'][number]['id'][]): Evidence => ({
      modelLogit: -6,
      findings: ids.map((id) => ({ id, start: 0, end: 0 })),
      genuineSign: false,
      warnsAboutScams: false,
      officialLinksOnly: false,
      officialSender: false,
      leadsOnlyToCompany: false,
      short: false,
    });
    expect(combinedScore(evidence(['family-emergency', 'payment-method']))).toBeCloseTo(
      sigmoid(MODEL_FLOOR_WITH_STRONG_FLAGS + FLAG_WEIGHTS['family-emergency'] + FLAG_WEIGHTS['payment-method']),
    );
    expect(combinedScore(evidence(['romance-money']))).toBeCloseTo(
      sigmoid(MODEL_FLOOR_IN_A_TEXT + FLAG_WEIGHTS['romance-money']),
    );
  });

  it('takes an insurer’s claim paid and a charity’s thank-you for a donation as notices that ask for nothing', () => {
    for (const text of [
      'Medibank: your claim for $62.50 (dental, 3 Nov) has been processed. Payment will be made to your account in 1-2 business days.',
      'Thank you for donating $40 to the flood appeal. Your receipt is attached for your records.',
      'Your deposit of $500.00 to your TFSA is complete.',
    ])
      expect(check(text).evidence.genuineSign, text).toBe(true);
    // A prize still to claim is no such notice.
    expect(
      check('Your claim for a $500 prize has been processed. Claim it at prize-desk.example').evidence.genuineSign,
    ).toBe(false);
  });

  it('scores within [0, 1] and never fails on odd input', () => {
    for (const text of ['', ' ', '\u200b', '😀'.repeat(500), 'a'.repeat(50_000), '<script>alert(1)</script>']) {
      const result = check(text);
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThanOrEqual(1);
    }
  });
});

describe('marks', () => {
  it('merges overlapping matches of the same red flag into one mark', () => {
    const text = 'Hi Mum, this is my new number, I dropped my phone';
    const marks = check(text).flags.filter((flag) => flag.id === 'new-number');
    for (let i = 1; i < marks.length; i++) expect(marks[i]!.start).toBeGreaterThanOrEqual(marks[i - 1]!.end);
    expect(marks.length).toBeGreaterThan(0);
  });
});
