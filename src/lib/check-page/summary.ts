/** "Copy a summary" on /check: the answer as plain text a visitor can send to a relative. */
import { type CheckView, linkSentence } from './view';

/** What the summary says besides the answer itself. */
export interface SummaryContext {
  /** The message as pasted. */
  text: string;
  /** Who sent it, as the visitor typed it. */
  sender?: string;
  /** The checker's address, so the relative can check a message too. */
  pageUrl: string;
}

/** The answer in plain text: verdict, the message, the numbered red flags, the links, what to do now. */
export function summaryText(view: CheckView, { text, sender, pageUrl }: SummaryContext): string {
  const parts = [`${view.verdict.heading}\n${view.verdict.summary}`];
  const quoted = text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  parts.push(`The message${sender?.trim() ? ` (from ${sender.trim()})` : ''}:\n${quoted}`);
  if (view.flags.length === 0 && view.verdict.signs.wordingOnly) parts.push(view.verdict.signs.wordingOnly);
  if (view.flags.length > 0) {
    parts.push(
      `${view.verdict.signs.explained}:\n${view.flags.map((flag) => `${flag.number}. ${flag.title}: ${flag.why}`).join('\n')}`,
    );
  }
  if (view.links.length > 0) parts.push(`Links:\n${view.links.map((line) => `- ${linkSentence(line)}`).join('\n')}`);
  parts.push(`What to do now:\n${view.verdict.steps.map((step) => `- ${step}`).join('\n')}`);
  parts.push(`Checked on this device at ${pageUrl}. Nothing was sent anywhere.`);
  return parts.join('\n\n');
}
