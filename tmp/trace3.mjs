import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline','v8.execute','v8'] });
await page.goto('http://localhost:4600' + (process.argv[2] ?? '/dashboard'), { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
await browser.close();
const nav = traceEvents.filter(e=>e.name==='navigationStart').map(e=>e.ts); const t0 = nav.length ? Math.min(...nav) : Math.min(...traceEvents.filter(e=>e.ts>0).map(e=>e.ts)); console.log('events', traceEvents.length, nav.length);
for (const e of traceEvents.filter(e => /compile|evaluateModule|ParseHTML|FunctionCall|Layout|UpdateLayoutTree/.test(e.name) && (e.dur ?? 0) > 1500 && e.ts > t0).sort((a,b)=>a.ts-b.ts)) {
  const d = e.args?.data ?? {};
  console.log(Math.round((e.ts-t0)/1000), e.name, (e.dur/1000).toFixed(1), (d.url||d.fileName||'').split('/').pop(), d.streamed ?? '', d.notStreamedReason ?? '', d.functionName??'');
}
