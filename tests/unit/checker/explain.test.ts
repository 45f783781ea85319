import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explain } from '../../../src/lib/checker/explain';
import { createChecker, type ModelFile } from '../../../src/lib/checker/index';
import { testBrands, testShorteners } from './fixtures/brands';

const model = JSON.parse(
  readFileSync(new URL('../../../src/lib/checker/data/model.json', import.meta.url), 'utf-8'),
) as ModelFile;
const check = createChecker({ brands: testBrands, shorteners: testShorteners, model });

/** Each flag's reason, by id, for `text` from `sender`. */
function reasons(text: string, sender?: string): Record<string, string> {
  return Object.fromEntries(check(text, sender).flags.map((flag) => [flag.id, explain(flag, `title of ${flag.id}`)]));
}

describe('explain', () => {
  it('says where each suspicious link really goes', () => {
    expect(reasons('Verify at paypa1.com')['link-lookalike']).toBe(
      'This link goes to paypa1.com, which looks like paypal.com but is not PayPal.',
    );
    expect(reasons('Log in at http://paypal.com@203.0.113.7:8080/login')).toMatchObject({
      'link-ip': 'This link goes to a bare internet address (203.0.113.7), not to a named website.',
      'link-port': 'This link uses an unusual port (8080), which real websites rarely do.',
      'link-userinfo': 'This link really goes to 203.0.113.7; "paypal.com" before the @ is only decoration.',
    });
    expect(reasons('See bit.ly/3xYz')['link-shortener']).toBe(
      'bit.ly is a link shortener: it hides where the link really goes.',
    );
    expect(reasons('Royal Mail: a fee of £1.45 is due. Pay at rm-redelivery-uk.info today')['link-off-brand']).toBe(
      'It says it is from Royal Mail, but this link goes to rm-redelivery-uk.info, not to royalmail.com.',
    );
  });

  it('says who the message claims to be and why the sender does not fit', () => {
    const text = 'HSBC: we have blocked your card, call us now';
    expect(reasons(text)['impersonation']).toBe('Says it is from HSBC');
    expect(reasons(text, '+44 7700 900123')['sender-mismatch']).toBe(
      'It claims to be an organisation but was sent from an ordinary phone number.',
    );
    expect(reasons(text, 'HSBC <hsbc.alerts@gmail.com>')['sender-mismatch']).toBe(
      'It claims to be an organisation but was sent from a free email address (gmail.com).',
    );
    expect(reasons(text, 'HSBC <alerts@card-services.example>')['sender-mismatch']).toBe(
      "It claims to be HSBC but was sent from card-services.example, which is not HSBC's.",
    );
    expect(reasons(text, 'HSBC <alerts@hsbc-online.example>')['sender-lookalike']).toBe(
      "It claims to be HSBC but was sent from hsbc-online.example, which only has HSBC's name in it.",
    );
    expect(reasons('Play your voicemail', 'Voicemail <vm@vm-notify-center.com>')['sender-lookalike']).toBe(
      'It was sent from vm-notify-center.com, an address made up to sound like a company\'s service ("notify"), not a company\'s own.',
    );
  });

  it('gives the red flag’s title where it has nothing more to say', () => {
    expect(reasons('Keep this between us for now')['secrecy']).toBe('title of secrecy');
  });
});
