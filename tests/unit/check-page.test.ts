import { describe, expect, it } from 'vitest';
import type { CheckResult, Finding, LinkReport } from '../../src/lib/checker';
import type { Check } from '../../src/lib/check-page/engine';
import { summaryText } from '../../src/lib/check-page/summary';
import { checkView, linkLines, linkSentence, markSegments, numberFlags } from '../../src/lib/check-page/view';
import { WARM_UP_ROUNDS, warmUp } from '../../src/lib/check-page/warm-up';
import type { RedFlag } from '../../src/schemas/checker';
import { type CheckVerdict, verdictSchema } from '../../src/schemas/check-page';

const words: RedFlag[] = [
  { id: 'urgency', title: 'Pressure to act now', why: 'It rushes you.', advice: 'Take your time.' },
  { id: 'threat', title: 'A threat', why: 'Fear makes you act.', advice: 'Do not reply.' },
  { id: 'link-lookalike', title: 'A look-alike link', why: 'It imitates a brand.', advice: 'Do not tap it.' },
];
const verdicts: CheckVerdict[] = [
  {
    id: 'red-flags',
    heading: 'Red flags found',
    summary: 'Signs scammers use.',
    steps: ['Do not reply.', 'Call them yourself.', 'Talk to someone.'],
    signs: {
      name: 'Red flag',
      marked: 'Your message, with the red flags marked',
      explained: 'What the red flags mean',
      wordingOnly: 'No single sign stands out, but it reads like scam messages.',
    },
  },
];
const finding = (id: Finding['id'], start: number, end: number): Finding => ({ id, start, end });
const numberOf = (id: Finding['id']) => ({ urgency: 1, threat: 2 })[id as 'urgency' | 'threat'] ?? 3;

describe('numberFlags', () => {
  it('numbers each kind of flag once, in order of first appearance, with its words', () => {
    const flags = numberFlags([finding('threat', 0, 4), finding('urgency', 5, 9), finding('threat', 10, 14)], words);
    expect(flags.map((flag) => [flag.number, flag.id, flag.title])).toEqual([
      [1, 'threat', 'A threat'],
      [2, 'urgency', 'Pressure to act now'],
    ]);
  });

  it('names the missing entry when the words lack a flag', () => {
    expect(() => numberFlags([finding('secrecy', 0, 1)], words)).toThrow(
      /red-flags.yaml has no words for the red flag "secrecy"/,
    );
  });
});

describe('markSegments', () => {
  it('keeps the whole text, marking only the flagged runs', () => {
    const segments = markSegments('Pay now or else', [finding('urgency', 4, 7)], numberOf);
    expect(segments).toEqual([
      { text: 'Pay ', flags: [], starts: [] },
      { text: 'now', flags: [1], starts: [1] },
      { text: ' or else', flags: [], starts: [] },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('Pay now or else');
  });

  it('gives adjacent flags a mark and a number each', () => {
    expect(markSegments('todayfined', [finding('urgency', 0, 5), finding('threat', 5, 10)], numberOf)).toEqual([
      { text: 'today', flags: [1], starts: [1] },
      { text: 'fined', flags: [2], starts: [2] },
    ]);
  });

  it('splits overlapping flags where they overlap, numbering each where it begins', () => {
    expect(markSegments('abcdefgh', [finding('urgency', 0, 5), finding('threat', 3, 8)], numberOf)).toEqual([
      { text: 'abc', flags: [1], starts: [1] },
      { text: 'de', flags: [1, 2], starts: [2] },
      { text: 'fgh', flags: [2], starts: [] },
    ]);
  });

  it('keeps a flag inside another as one run after the inner one ends', () => {
    expect(markSegments('abcdef', [finding('urgency', 0, 6), finding('threat', 1, 2)], numberOf)).toEqual([
      { text: 'a', flags: [1], starts: [1] },
      { text: 'b', flags: [1, 2], starts: [2] },
      { text: 'cdef', flags: [1], starts: [] },
    ]);
  });

  it('marks two flags of the same kind that share a start as one run with one number, and ignores empty or outside spans', () => {
    expect(
      markSegments(
        'abc',
        [finding('urgency', 0, 2), finding('urgency', 0, 3), finding('threat', 3, 3), finding('threat', 5, 9)],
        numberOf,
      ),
    ).toEqual([{ text: 'abc', flags: [1], starts: [1] }]);
  });

  it('leaves typed HTML as plain text in the segments', () => {
    const text = '<img src=x onerror=alert(1)>';
    expect(markSegments(text, [], numberOf)).toEqual([{ text, flags: [], starts: [] }]);
  });
});

const link = (over: Partial<LinkReport>): LinkReport => ({
  text: 'x',
  host: 'x',
  domain: 'x',
  start: 0,
  end: 1,
  ...over,
});

describe('links in words', () => {
  it('says where a link goes, and which official address it is not', () => {
    const lines = linkLines([
      link({
        text: 'paypal.com.secure-check.example/login',
        domain: 'secure-check.example',
        imitates: { name: 'PayPal', domains: ['paypal.com'] },
      }),
      link({ text: 'https://www.paypal.com', domain: 'paypal.com', officialFor: 'PayPal' }),
      link({ text: 'bit.ly/abc', domain: 'bit.ly' }),
    ]);
    expect(lines.map(linkSentence)).toEqual([
      'This link goes to secure-check.example, not to paypal.com.',
      'This link goes to paypal.com, the address of PayPal.',
      'This link goes to bit.ly.',
    ]);
  });
});

describe('checkView and summaryText', () => {
  const text = 'URGENT: pay the fine today at paypal.com.secure-check.example';
  const result: CheckResult = {
    verdict: 'red-flags',
    score: 0.97,
    modelScore: 0.9,
    flags: [
      finding('urgency', 0, 6),
      finding('threat', text.indexOf('fine'), text.indexOf('fine') + 4),
      finding('link-lookalike', text.indexOf('paypal'), text.length),
    ],
    links: [
      link({
        text: 'paypal.com.secure-check.example',
        domain: 'secure-check.example',
        imitates: { name: 'PayPal', domains: ['paypal.com'] },
        start: 30,
        end: text.length,
      }),
    ],
  } as CheckResult;
  const view = checkView(text, result, words, verdicts);

  it('joins the answer to its verdict words, numbered flags and marked text', () => {
    expect(view.verdict.heading).toBe('Red flags found');
    expect(view.flags.map((flag) => flag.number)).toEqual([1, 2, 3]);
    expect(view.segments.filter((segment) => segment.flags.length > 0).map((segment) => segment.text)).toEqual([
      'URGENT',
      'fine',
      'paypal.com.secure-check.example',
    ]);
  });

  it('writes a plain-text summary for a relative', () => {
    expect(summaryText(view, { text, sender: ' +44 7700 900123 ', pageUrl: 'https://www.kinward.example/check' })).toBe(
      [
        'Red flags found\nSigns scammers use.',
        `The message (from +44 7700 900123):\n> ${text}`,
        'What the red flags mean:\n1. Pressure to act now: It rushes you.\n2. A threat: Fear makes you act.\n3. A look-alike link: It imitates a brand.',
        'Links:\n- This link goes to secure-check.example, not to paypal.com.',
        'What to do now:\n- Do not reply.\n- Call them yourself.\n- Talk to someone.',
        'Checked on this device at https://www.kinward.example/check. Nothing was sent anywhere.',
      ].join('\n\n'),
    );
  });

  it('says the wording as a whole decided, when no single sign was marked', () => {
    const wordingOnly = checkView(
      'Had your mobile 11 months or more?',
      { ...result, flags: [], links: [] },
      words,
      verdicts,
    );
    expect(wordingOnly.flags).toEqual([]);
    const summary = summaryText(wordingOnly, {
      text: 'Had your mobile 11 months or more?',
      pageUrl: 'https://x.example',
    });
    expect(summary).toContain('\n\nNo single sign stands out, but it reads like scam messages.\n\n');
    expect(summary).not.toContain('What the red flags mean');
    // With signs marked, they explain the answer instead.
    expect(summaryText(view, { text, pageUrl: 'https://x.example' })).not.toContain('No single sign stands out');
  });

  it('names the missing verdict', () => {
    expect(() => checkView(text, { ...result, verdict: 'warning-signs' }, words, verdicts)).toThrow(
      /verdicts.yaml has no verdict "warning-signs"/,
    );
  });
});

describe('warmUp', () => {
  it('checks every example with its sender, each in a later task of its own, round after round, and only then hands the checker on', async () => {
    const tasks: (() => void)[] = [];
    const checked: [string, string | undefined][] = [];
    const check = ((text: string, sender?: string) => {
      checked.push([text, sender]);
      return {} as CheckResult;
    }) as Check;
    const examples = [{ text: 'short' }, { text: 'with a sender', sender: '+44 7700 900582' }];
    let handed: Check | undefined;
    const ready = warmUp(check, examples, (task) => tasks.push(task)).then((result) => (handed = result));
    await Promise.resolve();
    expect(checked).toEqual([]);
    expect(handed).toBeUndefined();
    const once: [string, string | undefined][] = [
      ['short', undefined],
      ['with a sender', '+44 7700 900582'],
    ];
    for (let run = 1; run <= WARM_UP_ROUNDS * examples.length; run++) {
      expect(tasks).toHaveLength(1);
      tasks.shift()!();
      expect(checked).toHaveLength(run);
      expect(handed).toBeUndefined();
    }
    expect(checked).toEqual(Array.from({ length: WARM_UP_ROUNDS }, () => once).flat());
    expect(WARM_UP_ROUNDS).toBeGreaterThan(1);
    tasks.shift()!();
    await ready;
    expect(handed).toBe(check);
  });
});

describe('verdictSchema', () => {
  const answer = {
    id: 'warning-signs',
    heading: 'Some warning signs',
    summary: 'Worth a second look.',
    steps: ['One.', 'Two.', 'Three.'],
    signs: { name: 'Warning sign', marked: 'Marked', explained: 'Explained', wordingOnly: 'The wording as a whole.' },
  };

  it('asks every answer that flags a message for its words when only the wording decided', () => {
    expect(verdictSchema.safeParse(answer).success).toBe(true);
    const { wordingOnly: _, ...signs } = answer.signs;
    const missing = verdictSchema.safeParse({ ...answer, signs });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['signs', 'wordingOnly']);
    expect(verdictSchema.safeParse({ ...answer, id: 'no-red-flags', signs }).success).toBe(true);
  });
});
