import { runLighthouse } from '../scripts/bench/lighthouse.ts';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
const route = process.argv[2] ?? '/dashboard';
const slow = Number(process.argv[3] ?? 1);
const n = Number(process.argv[4] ?? 3);
rmSync('tmp/lh', { recursive: true, force: true });
await runLighthouse('http://localhost:4600', [route], { runs: n, cpuSlowdown: slow, reportDir: 'tmp/lh' });
for (const name of readdirSync('tmp/lh')) {
  const lhr = JSON.parse(readFileSync('tmp/lh/' + name, 'utf8'));
  const a = lhr.audits;
  console.log(name, 'perf', lhr.categories.performance.score, 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'BI', lhr.environment.benchmarkIndex);
  console.log('   long:', JSON.stringify(a['long-tasks'].details?.items?.map((i:any)=>[i.url?.split('/').pop(), Math.round(i.startTime), Math.round(i.duration)])));
}
