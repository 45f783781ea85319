import { chromium } from '@playwright/test';
const rate = Number(process.argv[2] ?? 4);
const path = process.argv[3] ?? '/dashboard';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('http://localhost:4600' + path, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const lt = await page.evaluate(() => window.__lt);
  const hyd = await page.evaluate(() => [...document.querySelectorAll('astro-island')].map(i => (i.getAttribute('component-url')||'').split('/').pop() + (i.hasAttribute('ssr') ? ' ssr' : ' live')));
  console.log(JSON.stringify(lt), 'TBT~', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0), hyd.join(','));
  await context.close();
}
await browser.close();
