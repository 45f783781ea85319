import { chromium } from '@playwright/test';
const rate = Number(process.argv[2] ?? 4);
const path = process.argv[3] ?? '/dashboard';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','v8','blink.user_timing'] });
await page.goto('http://localhost:4600' + path, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const buf = await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(buf.toString());
const t0 = Math.min(...traceEvents.filter(e=>e.name==='navigationStart').map(e=>e.ts));
const main = traceEvents.filter(e => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 45000) && e.ts > t0);
for (const task of main) {
  const kids = traceEvents.filter(e => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur||0) <= task.ts + task.dur && e.dur > Number(process.env.KID ?? 2500) && e !== task).sort((a,b)=>a.ts-b.ts);
  console.log(`task @${Math.round((task.ts - t0)/1000)}ms dur ${Math.round(task.dur/1000)}ms`);
  for (const k of kids.slice(0, 25)) {
    const d = k.args?.data ?? k.args ?? {};
    const info = JSON.stringify(d).slice(0, 140);
    console.log(`   +${Math.round((k.ts-task.ts)/1000)} ${k.name} ${Math.round(k.dur/1000)}ms ${info}`);
  }
}
