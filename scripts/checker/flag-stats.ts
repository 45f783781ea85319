/**
 * npm exec -- node scripts/checker/flag-stats.ts: how often each red flag fires on the training split's scams and
 * genuine messages (never the evaluation sets), with the log-odds each one carries there, to keep FLAG_WEIGHTS honest.
 *
 *   npm exec -- node scripts/checker/flag-stats.ts -- link-brand-elsewhere threat
 *                                 also every genuine training message that raises those flags, with the words marked
 */
import { createChecker, FLAG_WEIGHTS } from '../../src/lib/checker/index.ts';
import { checkerData } from './data.ts';
import { loadSplits } from './datasets.ts';

const check = createChecker(checkerData());
const { train } = await loadSplits();
const show = new Set(process.argv.slice(2).filter((arg) => arg !== '--'));
const counts = new Map<string, { scam: number; genuine: number; handScam: number; handGenuine: number }>();
const scams = train.filter((e) => e.label === 'scam').length;
const genuine = train.length - scams;
for (const example of train) {
  const { flags } = check(example.text, example.sender);
  for (const flag of flags) {
    if (example.label === 'genuine' && show.has(flag.id)) {
      const around = `${example.text.slice(Math.max(0, flag.start - 60), flag.start)}«${example.text.slice(flag.start, flag.end)}»${example.text.slice(flag.end, flag.end + 40)}`;
      console.log(`${flag.id}: ${around.replace(/\s+/g, ' ')}`);
    }
  }
  for (const id of new Set(flags.map((flag) => flag.id))) {
    const row = counts.get(id) ?? { scam: 0, genuine: 0, handScam: 0, handGenuine: 0 };
    if (example.label === 'scam') row.scam++;
    else row.genuine++;
    if (example.source === 'handwritten' && example.label === 'scam') row.handScam++;
    if (example.source === 'handwritten' && example.label === 'genuine') row.handGenuine++;
    counts.set(id, row);
  }
}
console.log(`training split: ${scams} scams, ${genuine} genuine`);
console.log('flag                   weight   scams genuine  (hand-written)  log-odds ratio');
for (const [id, row] of [...counts].sort((a, b) => b[1].scam + b[1].genuine - a[1].scam - a[1].genuine)) {
  const ratio = Math.log((row.scam + 0.5) / scams / ((row.genuine + 0.5) / genuine));
  console.log(
    `${id.padEnd(22)}${String(FLAG_WEIGHTS[id as keyof typeof FLAG_WEIGHTS]).padStart(7)}${String(row.scam).padStart(8)}${String(row.genuine).padStart(8)}  (${row.handScam}/${row.handGenuine})`.padEnd(
      64,
    ) + ratio.toFixed(2),
  );
}
