import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/bench/browser.ts';
const route = process.argv[2] ?? '/dashboard';
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' });
const r = await lighthouse('http://localhost:4600' + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const ev = (r!.artifacts as any).Trace.traceEvents as any[];
const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? ev.find(e=>e.name==='navigationStart').ts;
const fcp = ev.find(e => e.name === 'firstContentfulPaint')?.ts;
console.log('TBT', r!.lhr.audits['total-blocking-time'].numericValue, 'FCP obs', fcp ? Math.round((fcp-nav)/1000) : '?', 'BI', r!.lhr.environment.benchmarkIndex);
const mainTid = ev.find(e => e.name === 'TracingStartedInBrowser') ? undefined : undefined;
const tasks = ev.filter(e => e.name === 'RunTask' && e.dur > 6000 && e.ts > nav);
for (const t of tasks) {
  const kids = ev.filter(e => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && (e.dur ?? 0) > 1500 && e !== t && e.ph === 'X').sort((a,b)=>a.ts-b.ts);
  console.log(`@${Math.round((t.ts-nav)/1000)} ${(t.dur/1000).toFixed(1)}ms tid ${t.tid}: ` + kids.slice(0,8).map(k => `${k.name} ${(k.dur/1000).toFixed(1)}${k.args?.data?.url ? ' '+k.args.data.url.split('/').pop() : ''}${k.args?.data?.functionName ? ' fn:'+k.args.data.functionName : ''}`).join(' | '));
}
