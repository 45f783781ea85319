import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCALE_GOALS } from './budgets.ts';

/** What a generated post borrows from a real one: its frontmatter fields and its body. */
export interface PostTemplate {
  title: string;
  author: string;
  category: string;
  tags: string[];
  /** The hero art's one-line YAML (`{ colors: [...], icon: ... }`), or '' for the topic's default. */
  art: string;
  body: string;
}

/** Reads the real posts in `blogDir` as templates (frontmatter fields as written, and the body). */
export function readTemplates(blogDir: string): PostTemplate[] {
  return readdirSync(blogDir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(blogDir, name), 'utf-8');
      const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const field = (key: string) => new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(frontmatter)?.[1]?.trim() ?? '';
      const tags = field('tags')
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      return {
        title: field('title'),
        author: field('author'),
        category: field('category'),
        tags,
        art: field('art'),
        body: body.trim(),
      };
    })
    .filter((template) => template.title && template.author && template.category && template.tags.length > 0);
}

const CLOSING = [
  'Scams change their costumes every few months, but the script underneath stays the same: a stranger creates urgency, asks for secrecy, and wants money or a code before you have time to think.',
  'The habits in this guide work because they give you that time back. Pausing, checking through a number or address you already trust, and talking to someone you know breaks the script at its weakest point.',
  'If you help an older relative or a teenager with their phone, walk through these steps together once. A calm practice run at the kitchen table is worth more than any warning sent in a hurry.',
  'And if something has already gone wrong, say so early. Banks, mobile carriers and the Kinward response team can do far more in the first hour than in the first week, and nobody who reports a scam should feel ashamed of it.',
];

/** A date `index` days before 2024-12-31, so generated posts never displace the real, newer ones. */
export function generatedDate(index: number): string {
  const date = new Date(Date.UTC(2024, 11, 31) - (index % 3650) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** One generated post (valid MDX for the `blog` schema), about 600 words, modelled on `template`. */
export function generatedPost(index: number, template: PostTemplate): string {
  const number = String(index + 1).padStart(5, '0');
  const quote = (text: string) => JSON.stringify(text);
  return [
    '---',
    `title: ${quote(`${template.title}: Reader Question ${number}`)}`,
    `excerpt: ${quote(`A reader asked us about this topic, so here is the guide again with a short note on what to do next (question ${number}).`)}`,
    `author: ${template.author}`,
    `date: ${generatedDate(index)}`,
    `category: ${template.category}`,
    `tags: [${template.tags.join(', ')}]`,
    ...(template.art ? [`art: ${template.art}`] : []),
    '---',
    '',
    template.body,
    '',
    `## What to do next`,
    '',
    ...CLOSING.flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
}

/** Copies the project into a fresh temporary folder outside the repository, with `extraPosts` generated posts. */
export function makeScaleCopy(root: string, extraPosts: number): string {
  const dir = mkdtempSync(join(tmpdir(), `kinward-bench-${extraPosts}-`));
  for (const entry of ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  // Link each installed package rather than node_modules itself, so caches written during
  // the build (node_modules/.vite, .astro) stay in the copy and never touch the project.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '.vite' || name === '.astro' || name === '.cache') continue;
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  const blogDir = join(dir, 'src/content/blog');
  const templates = readTemplates(blogDir);
  if (templates.length === 0) throw new Error('No blog post to model generated posts on');
  for (let index = 0; index < extraPosts; index++) {
    writeFileSync(
      join(blogDir, `bench-${String(index + 1).padStart(5, '0')}.mdx`),
      generatedPost(index, templates[index % templates.length]!),
    );
  }
  return dir;
}

/** Resident memory (bytes) of a process and all its descendants, read from /proc; 0 where /proc is missing. */
export function treeRss(pid: number): number {
  if (!existsSync('/proc')) return 0;
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf-8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
      rss.set(Number(name), Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop()!;
    total += rss.get(next) ?? 0;
    stack.push(...(children.get(next) ?? []));
  }
  return total;
}

/** Build phases, each starting at the first output line that matches. */
export const PHASE_MARKERS: [phase: string, marker: RegExp][] = [
  ['startup+sync', /^/],
  ['bundle', /Building static entrypoints/],
  ['render', /generating static routes/],
  ['images', /generating optimized images/],
  ['finish', /\[build\] ✓ Completed in/],
  // After `astro build` has exited (scripts/build.ts).
  ['search index', /\[kinward:search-index\] Indexing/],
];

/** Durations (ms) of each phase, from the times their marker lines appeared, each searched for after the previous one. */
export function phaseDurations(lines: readonly { at: number; text: string }[], end: number): Record<string, number> {
  const starts: [string, number][] = [['startup+sync', 0]];
  let from = 0;
  for (const [phase, marker] of PHASE_MARKERS.slice(1)) {
    const index = lines.findIndex((entry, position) => position >= from && marker.test(entry.text));
    if (index === -1) continue;
    starts.push([phase, lines[index]!.at]);
    from = index + 1;
  }
  return Object.fromEntries(
    starts.map(([phase, start], index) => [phase, Math.round((starts[index + 1]?.[1] ?? end) - start)]),
  );
}

/** The phase running at `at` ms, given the phases' durations in order. */
export function phaseAt(phases: Record<string, number>, at: number): string | null {
  let end = 0;
  for (const [phase, duration] of Object.entries(phases)) {
    end += duration;
    if (at <= end) return phase;
  }
  return null;
}

/** GNU time, when installed: CPU time and the largest process's peak memory of the build. */
const TIME = '/usr/bin/time';
const TIME_MARK = 'BENCH_TIME';

/** Reads the line GNU time printed with `-f "BENCH_TIME %U %S %M"` (seconds, seconds, KiB). */
export function parseTimeLine(output: string): { cpuMs: number; maxRssBytes: number } | null {
  const match = new RegExp(`${TIME_MARK} ([\\d.]+) ([\\d.]+) (\\d+)`).exec(output);
  if (!match) return null;
  return { cpuMs: Math.round((Number(match[1]) + Number(match[2])) * 1000), maxRssBytes: Number(match[3]) * 1024 };
}

/** One measured build. */
export interface BuildMeasure {
  ok: boolean;
  /** Wall-clock time. */
  ms: number;
  /** User + system CPU time of the build (from /usr/bin/time), less sensitive than wall time to a busy machine. */
  cpuMs: number | null;
  peakRssBytes: number;
  /** The phase during which the sampled memory peaked. */
  peakPhase: string | null;
  pages: number | null;
  phases: Record<string, number>;
  log: string;
}

/**
 * Runs the whole of `npm run build` in `dir` (scripts/build.ts: `astro build`, then the search index)
 * with the project's Node, timing it and sampling the memory of the process tree throughout.
 */
export function measureBuild(dir: string, timeoutMs = 3_600_000): Promise<BuildMeasure> {
  return new Promise((resolve) => {
    const start = performance.now();
    const command = [process.execPath, join(dir, 'scripts/build.ts')];
    const timed = existsSync(TIME) ? [TIME, '-f', `${TIME_MARK} %U %S %M`, ...command] : command;
    const child = spawn(timed[0]!, timed.slice(1), {
      cwd: dir,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: { at: number; text: string }[] = [];
    let output = '';
    const collect = (chunk: Buffer) => {
      const at = performance.now() - start;
      output += chunk.toString();
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push({ at, text });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    let peakAt = 0;
    const sample = () => {
      const rss = child.pid ? treeRss(child.pid) : 0;
      if (rss > peak) [peak, peakAt] = [rss, performance.now() - start];
    };
    const poll = setInterval(sample, 200);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      const ms = performance.now() - start;
      const pages = /(\d+) page\(s\) built/.exec(output)?.[1];
      const time = parseTimeLine(output);
      const phases = phaseDurations(lines, ms);
      resolve({
        peakPhase: peak > 0 ? phaseAt(phases, peakAt) : null,
        ok: code === 0,
        ms,
        cpuMs: time?.cpuMs ?? null,
        peakRssBytes: Math.max(peak, time?.maxRssBytes ?? 0),
        pages: pages ? Number(pages) : null,
        phases,
        log: output,
      });
    });
  });
}

/** Builds a copy of the project with `extraPosts` generated posts, then removes the copy. */
export async function scaleBuild(root: string, extraPosts: number): Promise<BuildMeasure & { extraPosts: number }> {
  const dir = makeScaleCopy(root, extraPosts);
  try {
    return { extraPosts, ...(await measureBuild(dir)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A scale row compared with the baseline build: ms per extra page and whether growth stays linear. */
export interface ScaleRow {
  extraPosts: number;
  ms: number;
  peakRssBytes: number;
  msPerExtraPage: number | null;
}

/** ms per extra page against the baseline (null for the baseline itself). */
export function perExtraPage(baselineMs: number, row: { extraPosts: number; ms: number }): number | null {
  return row.extraPosts > 0 ? (row.ms - baselineMs) / row.extraPosts : null;
}

/** Linear when the per-page cost at the largest count is within `tolerance` of that at the smallest (budgets.ts). */
export function isLinear(
  costs: readonly { extraPosts: number; msPerExtraPage: number | null }[],
  tolerance: number = SCALE_GOALS.linearTolerance,
): boolean | null {
  const measured = costs
    .filter((cost) => cost.msPerExtraPage !== null && cost.extraPosts > 0)
    .sort((a, b) => a.extraPosts - b.extraPosts);
  if (measured.length < 2) return null;
  const first = measured[0]!.msPerExtraPage!;
  const last = measured.at(-1)!.msPerExtraPage!;
  return last <= first * (1 + tolerance);
}
