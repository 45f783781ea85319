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
      'Schwab: unusual sign-in on your brokerage account. Verify now at schwab-client-verify.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'BNZ Alert: An overseas payment of NZD 1,480.00 is pending. If you did not authorise this, cancel here: bnz-nz.cancel-payment.com',
      '+64 27 902 1146',
      'link-brand-elsewhere',
    ],
    [
      'eFlow: You have an outstanding toll of 6.30 EUR. Pay now to avoid penalty charges: eflow-online-services.com',
      '+353 87 555 0142',
      'link-brand-elsewhere',
    ],
    [
      'My sister’s little boy needs urgent surgery abroad. Anything helps, please share: gofundme-help.ie/jack-heart',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Hi this is Tony, your OnTrac driver. There is a $3.50 address fee to pay first: ontrac-fees.com',
      '+1 562 555 0190',
      'link-brand-elsewhere',
    ],
    [
      "I've booked a Parcel2Go courier to collect it. Confirm your details: parcel2go-collection.com/confirm",
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Pos Laju: your parcel cannot be delivered. Update your address within 24h: poslaju-my.top/update',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Posta Kenya: your parcel is awaiting clearance. Pay KES 350 to release it.',
      '+254 791 555 015',
      'sender-mismatch',
    ],
    [
      'Saudi Post: your shipment cannot be delivered. Update your address: splonline-sa.com/update',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Age UK: claim your winter fuel support at ageuk-support.help', undefined, 'link-brand-elsewhere'],
    ['RNLI: renew your lifeboat membership at rnli-members.top', undefined, 'link-brand-elsewhere'],
    [
      'British Red Cross: our emergency appeal needs you now.',
      'British Red Cross <appeals@britishredcross-appeal.org>',
      'sender-lookalike',
    ],
    ['American Red Cross: wildfire appeal, give now at americanredcross-relief.org', undefined, 'link-brand-elsewhere'],
    [
      'Macmillan Cancer Support: confirm your donation at macmillancancersupport-donate.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Royal British Legion: get your poppy pin at britishlegion-poppy.shop', undefined, 'link-brand-elsewhere'],
    ['GEICO: your policy will be cancelled today. Pay now at geico-billing.com', undefined, 'link-brand-elsewhere'],
    [
      'UnionBank: please confirm your recent transfer of PHP 14,800.00.',
      'UnionBank <notification@unionbank-online.com>',
      'sender-lookalike',
    ],
    [
      'USAA: a new device was registered to your profile. Cancel it: https://usaa-secure-device.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Regions Bank: did you authorize a $849.00 debit? Reply 1 for YES, 2 for NO.',
      '+1 205 555 0102',
      'sender-mismatch',
    ],
    [
      'Golden 1 Credit Union: your account is blocked. Restore it at golden1-secure.org',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Banque Nationale : confirmez vos informations pour garder votre acces.',
      'Banque Nationale <service@bnc-securite-clients.com>',
      'sender-mismatch',
    ],
    ['TELUS: your bill is ready to view.', 'TELUS <billing@telus-myaccount.com>', 'sender-lookalike'],
    ['Bell Canada: your account is suspended. Pay at bell-canada-billing.com', undefined, 'link-brand-elsewhere'],
    [
      'Hydro-Québec : vous avez droit à un remboursement. Réclamez-le : https://hydroquebec-remboursement.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['407 ETR: your statement is ready to view.', '407 ETR <statements@407etr-myaccount.ca>', 'sender-lookalike'],
    [
      'Agence du revenu du Canada : vous avez droit à un remboursement de 382,56 $.',
      '+1 438 555 0105',
      'sender-mismatch',
    ],
    [
      'Ticketmaster: you have been selected in the presale ballot. Secure your tickets: ticketmaster-presale.uk',
      undefined,
      'link-brand-elsewhere',
    ],
    ['PayByPhone: payment declined. Update your card: paybyphone-uk-account.com', undefined, 'link-brand-elsewhere'],
    ["I've paid a deposit through DoneDeal, accept it here: donedeal-safepay.ie", undefined, 'link-brand-elsewhere'],
    ['PTSB: your debit card is limited. Review it at ptsb-card-review.com', undefined, 'link-brand-elsewhere'],
    [
      'TSB: a new payee was added. If this was not you, call us on 0203 051 8837.',
      '+44 7457 229013',
      'sender-mismatch',
    ],
    ['TSB: your account is restricted. Review it at tsb-secure-review.com', undefined, 'link-brand-elsewhere'],
    [
      'UnitedHealthcare: your dental benefits are unclaimed. Claim at uhc-benefits-claim.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Octopus Energy: your account is in credit. Request a refund: octopus-energy-refund.co.uk',
      undefined,
      'link-brand-elsewhere',
    ],
    ['eir: your broadband has been hacked. A technician will call you shortly.', '+353 1 555 0109', 'sender-mismatch'],
    [
      'DTE Energy: past due balance of $168.45. Avoid shutoff, pay at dte-energy-billpay.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Allstate: your auto policy will be cancelled today for non-payment. Pay at allstate-payportal.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Atmos Energy: your gas service is pending disconnection. Call 972-555-0128 within 30 minutes.',
      '+1 972 555 0128',
      'sender-mismatch',
    ],
    [
      'Georgia Power: your meter must be replaced today and a $189 deposit is due. Call 678-555-0126.',
      '+1 678 555 0126',
      'sender-mismatch',
    ],
    [
      'This is National Grid, your gas will be shut off this afternoon. Call me back on 518-555-0117.',
      '+1 518 555 0117',
      'sender-mismatch',
    ],
    [
      'Spectrum Mobile: you were double-charged. Reply YES and we will call you about your refund.',
      '+1 314 555 0104',
      'sender-mismatch',
    ],
    ['Humana: claim your free wellness kit at humana-benefits.help', undefined, 'link-brand-elsewhere'],
    [
      'Philadelphia Parking Authority: unpaid ticket. Pay now at philapark-tickets.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['CouriersPlease: we missed you today. Rebook at couriersplease-redelivery.com', undefined, 'link-brand-elsewhere'],
    [
      'Parcel Pending: your locker code needs a $0.99 verification at parcelpending-access.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Your Asda delivery slot is at risk: the card on your account has expired.',
      'Asda <delivery@asda-groceriesupdate.com>',
      'sender-lookalike',
    ],
    [
      'Correos: su envio tiene tasas pendientes, pague en correos.es-seguimiento.top',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'CTT: a sua encomenda tem taxas de 1,99 EUR. Pague em ctt-expresso-suporte.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['bpost: votre colis est bloque, payez 2,49 EUR sur bpost-be-livraison.com', undefined, 'link-brand-elsewhere'],
    ['Swiss Post: customs fees of CHF 2.95 are due. Pay at post-ch-zoll.com', undefined, 'link-brand-elsewhere'],
    ['Tem portagens em atraso. Regularize hoje em viaverde-portagens.com', undefined, 'link-brand-elsewhere'],
    [
      "Autostrade per l'Italia: pedaggio non pagato di 6,40 EUR. Paga su autostrade-pedaggi.it",
      undefined,
      'link-off-brand',
    ],
    ['ASFINAG: Ihre Maut ist ausstehend. Bezahlen Sie heute: asfinag-maut-at.com', undefined, 'link-brand-elsewhere'],
    [
      'Seguridad Social: tiene pendiente una devolucion. Solicitela en seg-social-es.online',
      undefined,
      'link-brand-elsewhere',
    ],
    ['DGT: multa pendiente de pago. Abone 100 EUR en https://dgt-sede-multas.com', undefined, 'link-brand-elsewhere'],
    [
      'Agencia Tributaria: tiene derecho a una devolucion de 396,52 EUR.',
      'Agencia Tributaria <avisos@agencia-tributaria-devoluciones.com>',
      'sender-lookalike',
    ],
    [
      'Assurance Maladie : renouvelez votre carte Vitale sur ameli-renouvellement-carte.fr',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Mon Compte Formation : vos droits CPF expirent. Utilisez-les sur moncompte-formation-droits.fr',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'FranceConnect : votre compte a ete suspendu. Reactivez-le sur franceconnect-securite.fr',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'INPS: aggiorna i dati del tuo fascicolo entro 3 giorni: https://inps-aggiornamento-dati.it',
      undefined,
      'link-brand-elsewhere',
    ],
    ['DETRAN-SP: pague sua multa com 40% de desconto: detran-sp-multas.com', undefined, 'link-brand-elsewhere'],
    [
      'Belastingdienst: u heeft recht op een teruggave van 386,20 EUR.',
      'Belastingdienst <teruggaaf@belastingdienst-nl.info>',
      'sender-lookalike',
    ],
    ['DigiD: uw account verloopt over 2 dagen. Verleng via digid-verlengen.nl', undefined, 'link-brand-elsewhere'],
    [
      'Zilveren Kruis: u heeft een openstaande premie. Betaal via zilverenkruis-premie.nl',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'ELSTER: Sie haben Anspruch auf eine Steuerruckerstattung.',
      'ELSTER <info@elster-erstattung.de>',
      'sender-lookalike',
    ],
    [
      'FinanzOnline: Ihre Gutschrift von 623,19 EUR wartet.',
      'BMF FinanzOnline <noreply@finanzonline-bmf.at>',
      'sender-lookalike',
    ],
    [
      'ÖGK: Sie haben Anspruch auf eine Ruckerstattung. Beantragen: oegk-rueckerstattung.at',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Para receber o pagamento, confirme aqui: olx-pt.recebimento-seguro.com', undefined, 'link-brand-elsewhere'],
    [
      'Klik hier om je geld te ontvangen: marktplaats-gelijkoversteken.com/ontvang/55291',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Bitte bestatige die Zahlung hier: kleinanzeigen-sicher-bezahlen.de/deal/48213',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Mercado Pago: ingresa aqui para proteger tu cuenta: mercadopago-seguridad.com.ar',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'Ich habe schon bezahlt, bestatigen Sie hier: twint-zahlung-empfangen.ch/r/58124',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      '[GitHub] Two-factor authentication was disabled on your account.',
      'GitHub <noreply@github-auth-security.com>',
      'sender-lookalike',
    ],
    [
      'LastPass: confirm your master password before 20 April.',
      'LastPass <support@lastpass-vaultcheck.com>',
      'sender-lookalike',
    ],
    [
      'MetaMask: your wallet must complete verification before 31 March.',
      'MetaMask <support@metamask-io.help>',
      'sender-lookalike',
    ],
    ['카카오톡 계정에 해외 로그인 시도가 감지되었습니다: kakao-secure.kr', undefined, 'link-brand-elsewhere'],
    [
      'Safaricom: akaunti yako ya M-PESA itafungwa leo. Tuma nambari ya siri kwa 0712 884 301.',
      '+254 712 884301',
      'sender-mismatch',
    ],
    [
      'Halo kak, kami dari tim keamanan Gojek. Mohon sebutkan kode OTP yang barusan masuk.',
      '+62 812 9041 3376',
      'sender-mismatch',
    ],
    ['BBVA: su cuenta ha sido bloqueada, verifique sus datos en bbva-dni.es', undefined, 'link-brand-elsewhere'],
    ['Banamex: su tarjeta fue bloqueada, verifique en banamex-seguridad.com', undefined, 'link-brand-elsewhere'],
    ['novobanco: confirme os seus dados em novobanco-seguro.com', undefined, 'link-brand-elsewhere'],
    ['Nexi: completi la registrazione al nuovo 3D Secure.', 'Nexi <noreply@nexi-securecode.it>', 'sender-lookalike'],
    ['Mijn ING: uw betaalpas verloopt. Vraag een nieuwe aan via mijn-ing-pas.nl', undefined, 'link-brand-elsewhere'],
    ['Uw Rabobank app is gedeactiveerd. Activeer opnieuw via rabo-app-herstel.nl', undefined, 'link-brand-elsewhere'],
    [
      'KBC: uw KBC Mobile wordt morgen gedeactiveerd. Activeer via kbc-beveiliging.be',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Belfius: commandez votre nouvelle carte via belfius-carte.be', undefined, 'link-brand-elsewhere'],
    [
      'Deutsche Bank: Ihr photoTAN-Verfahren wird umgestellt.',
      'Deutsche Bank <service@deutschebank-kundenservice.com>',
      'sender-lookalike',
    ],
    ['VR-Bank: bestatigen Sie Ihre Kundendaten: vr-bank-sicherheit.de', undefined, 'link-brand-elsewhere'],
    [
      'N26: Ihr Konto wurde eingeschrankt. Bestatigen Sie Ihre Identitat: n26-verifizierung.de',
      undefined,
      'link-brand-elsewhere',
    ],
    ['UBS: Ihr Zugang wurde eingeschrankt. Bestatigen Sie: ubs-access-verify.ch', undefined, 'link-brand-elsewhere'],
    [
      'St.George: your card ending 4409 has been locked. Review at https://stgeorge-bank.review-card.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['CommSec: your account has been restricted.', 'CommSec <alerts@commsec-security.com>', 'sender-lookalike'],
    [
      'EDP Comercial: fatura em atraso, corte agendado.',
      'EDP Comercial <faturacao@edp-clientes.pt>',
      'sender-mismatch',
    ],
    [
      'Vattenfall: u heeft recht op een energietoeslag. Vraag aan via vattenfall-energietoeslag.nl',
      undefined,
      'link-brand-elsewhere',
    ],
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
    [
      'Xfinity: your service will be disconnected today. Pay now at xfinity-billpay.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['IndusInd Bank: your KYC has expired. Update it at indusind-kyc.in', undefined, 'link-brand-elsewhere'],
    ['Poshmark: confirm your sale to receive your payout at poshmark-payouts.com', undefined, 'link-brand-elsewhere'],
    ['ID.me: verify your identity to keep your benefits: id-me-verify.com', undefined, 'link-brand-elsewhere'],
    [
      'Vodacom: we received a SIM swap request on your number. Reply NO to cancel.',
      '+27 79 555 0184',
      'sender-mismatch',
    ],
    [
      'TNB: your electricity will be disconnected at 5pm today. Call 011-5555 2241 to settle.',
      '+60 11-5555 2241',
      'sender-mismatch',
    ],
    [
      'Tahniah! Your number won RM10,000 in the Maxis anniversary draw. Claim at maxis-anniversary.com',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      'J&T Express: your parcel cannot be delivered. Reschedule here: jtexpress-reschedule-ph.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['Three UK: your 2,400 points expire today. Redeem at three-uk-rewards.com', undefined, 'link-brand-elsewhere'],
    [
      'StarTrack: a redelivery fee of $3.20 applies. Book at startrack-au.redelivery-help.info',
      undefined,
      'link-brand-elsewhere',
    ],
    [
      '[Japan Post] We could not deliver your parcel. Check: japanpost-jp.absent-notice.com',
      undefined,
      'link-brand-elsewhere',
    ],
    ['MERALCO: your refund of PHP 1,240 is ready. Claim at meralco-refund.online', undefined, 'link-brand-elsewhere'],
    ['Celcom: your line will be barred tonight. Pay at celcom-billing.my', undefined, 'link-brand-elsewhere'],
    [
      'Your Okta session requires re-verification before Friday.',
      'Okta <notifications@okta-sso-verify.com>',
      'sender-lookalike',
    ],
    ['Dear Trezor user, run our wallet security check: trezor-securitycheck.io', undefined, 'link-brand-elsewhere'],
    [
      'Maersk: draft Bill of Lading for approval',
      'Maersk Line <documentation@maersk-bl-notice.com>',
      'sender-lookalike',
    ],
    [
      'Experian: your credit score dropped 84 points. See why at experian-alerts.net',
      undefined,
      'link-brand-elsewhere',
    ],
    // Comcast's customers have mailboxes at comcast.net: Xfinity's own mail comes from its subdomains.
    [
      'Xfinity: your account is suspended. Call 1-888-555-0199 now.',
      'Xfinity Billing <xfinity.billing@comcast.net>',
      'sender-mismatch',
    ],
    // Anyone can open a mailbox at proton.me: Proton's own mail comes from its subdomains.
    [
      'Proton Mail: your mailbox is full. Upgrade now to keep receiving mail.',
      'Proton Mail <proton.support.team@proton.me>',
      'sender-mismatch',
    ],
  ];
  for (const [text, sender, flag] of elsewhere)
    it(`${flag} on "${text}"`, () => expect(ids(text, sender)).toContain(flag));

  /** Its own e-mail address, in a message that names it: [text, sender]. */
  const ownSender: [string, string][] = [
    ['Thank you for your donation to the RNLI.', 'RNLI <supportercare@rnli.org.uk>'],
    ['GEICO: your claim has been received.', 'GEICO <claims@geico.com>'],
    ['Your BNZ statement for March is ready to view in Internet Banking.', 'BNZ <statements@bnz.co.nz>'],
    ['Your latest Chase statement is ready in the app.', 'Chase <no-reply@chase.co.uk>'],
    [
      'We received a request to send a wire transfer from your Schwab One account. If you did not request this wire, please call us immediately at 1-800-435-4000.',
      'Charles Schwab <donotreply@mail.schwab.com>',
    ],
    ['Maybank: Secure2u has been activated on a new device.', 'Maybank2u <mbb.alerts@maybank.com>'],
    ['Your Lazada order has been shipped.', 'Lazada <no-reply@lazada.sg>'],
    ['Your eir account has an overdue balance of €94.18.', 'eir <noreply@eir.ie>'],
    ['Your eStatement from ING Bank is ready. Log on to ing.com.au to view it.', 'ING <no-reply@ing.com.au>'],
    ['Foi associado um novo dispositivo à sua app novobanco.', 'novobanco <noreply@novobanco.pt>'],
    [
      'Un nouveau document est disponible dans votre compte ameli.',
      "l'Assurance Maladie <ne-pas-repondre@assurance-maladie.fr>",
    ],
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
    ['Your personal details have been updated. Lloyds Bank', 'Lloyds Bank <noreply@emails.lloydsbank.co.uk>'],
    ['NetBank: a new payee was added to your account.', 'CommBank <NetBank@cba.com.au>'],
    ['Your DPD parcel is due tomorrow.', 'DPD Ireland <noreply@dpd.ie>'],
    ['Your item has been sold on Vinted.', 'Vinted <no-reply@vinted.ie>'],
    ['Beneficiary added to your account through FedMobile.', 'Federal Bank <fedalerts@federalbank.co.in>'],
    ['You have received a payment in FreshBooks.', 'FreshBooks <noreply@freshbooks.com>'],
    ["You've verified your identity with ID.me.", 'ID.me <help@id.me>'],
    ['Payment failed: your Proton Unlimited subscription', 'Proton <no-reply@notify.proton.me>'],
    ['Your Xfinity bill is ready', 'Xfinity <online.communications@alerts.comcast.net>'],
    ['Your ADP account has been locked', 'ADP <SecurityServices_NoReply@adp.com>'],
    ['Your TSB Internet Banking password was changed', 'TSB <noreply@tsb.co.uk>'],
    ['TSB New Zealand: your password was changed', 'TSB New Zealand <noreply@tsb.co.nz>'],
    // It sells AARP's Medicare plans: Medicare in its own mail and in its own links is its business.
    [
      'Your AARP Medicare Supplement premium payment was received. UnitedHealthcare. View it at uhc.com/medicare.',
      'AARP Medicare Supplement from UnitedHealthcare <noreply@uhc.com>',
    ],
    // The eWallet's own company writes from tngdigital.com.my.
    ["Your Touch 'n Go eWallet has been reloaded with RM50.00.", "Touch 'n Go eWallet <noreply@tngdigital.com.my>"],
    ['Thank you for contacting Dell Technologies. Your service request SR1187654321 is open.', 'Dell_Support@dell.com'],
    // SharePoint's sharing notices come from Microsoft's sharepointonline.com.
    [
      'Anil Kapoor shared "FY25 Vendor List.xlsx" with you. Microsoft respects your privacy.',
      'Microsoft OneDrive <no-reply@sharepointonline.com>',
    ],
    // Tesco Ireland's Clubcard mail comes from its own tesco.ie.
    [
      "Niamh, you've €8.50 in Clubcard vouchers waiting. Find your vouchers in the Tesco Ireland app.",
      'Tesco Ireland <clubcard@email.tesco.ie>',
    ],
    // Telstra sends from telstra.com as well as telstra.com.au.
    [
      'Your Telstra bill is ready. Amount due: $89.00. To pay or view your bill, sign in at telstra.com.au/my-account.',
      'telstra@notifications.telstra.com',
    ],
  ];
  for (const [text, sender] of ownSender)
    it(`reads ${sender} as the company's own`, () => {
      const result = check(text, sender);
      expect(result.evidence.officialSender).toBe(true);
      expect(result.flags.map((flag) => flag.id)).not.toContain('sender-mismatch');
    });

  /** Its own site: [text, the brand whose link it is]. */
  const ownLink: [string, string][] = [
    ['Age UK: donate at ageuk.org.uk/winter', 'Age UK'],
    ['Track your package at ontrac.com/tracking', 'OnTrac'],
    ['Your verification code is 5T8K2P. Manage your account at mygovid.ie', 'MyGovID'],
    ['Park and pay at paybyphone.co.uk', 'PayByPhone'],
    ['Pay unpaid tolls at getipass.com within 14 days of travel.', 'Illinois Tollway'],
    ['eFlow: your top-up failed. Please update your payment details at eflow.ie', 'eFlow'],
    ['Wijzig je bezorgmoment op my.dhlecommerce.nl', 'DHL'],
    ['Zmien termin lub adres: mojapaczka.dpd.com.pl', 'DPD'],
    ['Consultalo en https://www.correos.es/es/es/herramientas/localizador', 'Correos'],
    ['Acompanhe em www.ctt.pt', 'CTT'],
    ['Book your annual wellness visit. Info: humana.com/wellness', 'Humana'],
    ['Renew your permit at philapark.org/rpp', 'Philadelphia Parking Authority'],
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
    ['Please update your payment details at account.proton.me/dashboard within 14 days.', 'Proton'],
    ['Manage appointment: xfinity.com/appointment', 'Xfinity'],
    ['Sign in at quickbooks.com to view your invoice', 'Intuit'],
    ['Pay your bill at www.mytnb.com.my or in the myTNB app', 'TNB'],
    ['Track your parcel at www.jtexpress.ph', 'J&T Express'],
    ['Track your consignment at startrack.com.au', 'StarTrack'],
    ['Your shipment from AMAZON.AE is out for delivery today', 'Amazon'],
    ['Your Amazon.sa order has shipped. Track it at amazon.sa/orders', 'Amazon'],
    ['Redelivery can be requested at www.japanpost.jp', 'Japan Post'],
    ['Make sure the URL is always three.co.uk or 3.uk', 'Three'],
    ['Respond to the offer at poshmark.com/offers', 'Poshmark'],
    [
      'Sent Rs.250.00 from Kotak Bank AC X1234 on 02-03-25. Not you? https://kotak.com/KBANKT/Fraud',
      'Kotak Mahindra Bank',
    ],
    [
      "Thank you for donating blood! You're eligible to give again 6/17. Schedule at redcrossblood.org",
      'American Red Cross',
    ],
    // DHL Express's MyDHL+ is on DHL's own top-level domain.
    ['Pay online at https://mydhl.express.dhl/au/en/duty-tax-payment.html to avoid delays.', 'DHL'],
  ];
  for (const [text, brand] of ownLink)
    it(`reads the link in "${text}" as ${brand}'s own`, () =>
      expect(check(text).links[0]).toMatchObject({ officialFor: brand }));

  /** Words that are not the company, or name it as a tool: no flags at all. [text, sender] */
  const notTheCompany: [string, string | undefined][] = [
    ["It's a done deal, see you Saturday!", '+44 7700 900123'],
    ['The octopus at the aquarium was amazing today', '+44 7700 900123'],
    ["I'm cc'ing Anna on this so she knows", '+44 7700 900123'],
    ['Got you the Chanel EDP 100ml for your birthday x', '+44 7700 900123'],
    ["Saw Tom at St George's Hospital, he says hi", '+44 7700 900123'],
    ['Te reenvio los correos de la escuela esta noche', '+34 600 123 456'],
    ['Acompanhe sua encomenda em https://rastreamento.correios.com.br', undefined],
    // An app named in Portuguese is where to act, not who writes.
    ['Compra aprovada. Se não foi você, bloqueie o cartão pelo app Nubank.', '+55 11 95555 0101'],
    ['Shall we zoom in on the photos later?', '+44 7700 900123'],
    // Staff name Xero as a tool they use: that is no claim to be Xero.
    ['Could you update my bank details in Xero for me?', 'Tess Morgan <tess.morgan@gmail.com>'],
    ['Weather alert: a supercell is moving east, expect hail after 4pm.', '+1 405 555 0142'],
    ['The proton beam therapy consult is at 3pm on Tuesday', '+44 7700 900123'],
    ['See you at three by the clock tower', '+44 7700 900123'],
    ['Brought back a bottle of Kraken rum for the party', '+44 7700 900123'],
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
