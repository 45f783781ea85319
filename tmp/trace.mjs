import { chromium } from '@playwright/test';
import fs from 'node:fs';
const rate = Number(process.argv[2] ?? 4);
const path = process.argv[3] ?? '/dashboard';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing'] });
await page.goto('http://localhost:4600' + path, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter(e => e.name === 'RunTask' && e.dur > 40000);
const t0 = Math.min(...traceEvents.filter(e=>e.name==='navigationStart'||e.name==='TracingStartedInBrowser').map(e=>e.ts));
for (const task of main) {
  const kids = traceEvents.filter(e => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur||0) <= task.ts + task.dur && e.dur > 3000 && e !== task);
  console.log(`task @${Math.round((task.ts - t0)/1000)}ms dur ${Math.round(task.dur/1000)}ms`);
  for (const k of kids.slice(0, 14)) {
    const d = k.args?.data ?? {};
    console.log(`   ${k.name} ${Math.round(k.dur/1000)}ms ${(d.url||d.functionName||d.stackTrace?.[0]?.url||'').toString().split('/').pop()} ${d.type||''}`);
  }
}
