// pnpm test:engines: the journeys in Firefox ESR and WebKitGTK, at a phone's and a desktop's width,
// against a composed site of the production build (decision record 042). Fails on any failed
// journey or console error; screenshots go to e2e/test-results/engines/.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSiteOn } from '../sites/start-site.ts';
import type { Engine, EngineName } from './engine.ts';
import { expectedErrors } from './expected-errors.ts';
import { launchFirefox } from './firefox.ts';
import { journeys, type Journey } from './journeys/index.ts';
import { pageShot } from './page-shot.ts';
import { launchWebKit } from './webkit.ts';

// Its own block of ports, far from the Playwright suite's (9000 up) and the release check's (18000).
const PORT_BASE = Number(process.env.ENGINES_PORT_BASE ?? 25000);
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
// ENGINES_ONLY=webkit,390,home: only what its words name (engines, widths, journeys' ids).
const only = process.env.ENGINES_ONLY?.split(',');
const picked = (kind: string[], word: string) => !only?.some((w) => kind.includes(w)) || only.includes(word);
const JOURNEY_TIMEOUT_MS = 120_000;
const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'engines');

const launch: Record<EngineName, (origin: string, width: number, height: number) => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: (origin, width, height) => launchWebKit(origin, width, height, PORT_BASE + 90),
};

type Result = { engine: EngineName; width: number; journey: string; error?: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function walk(engine: Engine, width: number, journey: Journey): Promise<string | undefined> {
  const shot = pageShot(engine, width, shotsDir);
  try {
    await engine.takeConsoleErrors();
    await withTimeout(journey.run({ engine, width, shot }), JOURNEY_TIMEOUT_MS);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const all = await engine.takeConsoleErrors();
  const forgiven = all.filter((e) => expectedErrors[engine.name].some((x) => x.test(e)));
  if (forgiven.length) console.log(`    forgiven (expected-errors.ts): ${forgiven.join(' | ')}`);
  const errors = all.filter((e) => !forgiven.includes(e));
  return errors.length ? `console errors: ${errors.join(' | ')}` : undefined;
}

rmSync(shotsDir, { recursive: true, force: true });
mkdirSync(shotsDir, { recursive: true });
const started = Date.now();
const site = await startSiteOn(PORT_BASE);
const results: Result[] = [];
try {
  for (const name of (['firefox', 'webkit'] as const).filter((n) => picked(['firefox', 'webkit'], n))) {
    for (const { width, height } of WIDTHS.filter((w) => picked(['390', '1366'], String(w.width)))) {
      const engine = await launch[name](site.url('shell'), width, height);
      console.log(`${name} ${engine.version} at ${width} px`);
      try {
        for (const journey of journeys.filter((j) =>
          picked(
            journeys.map((k) => k.id),
            j.id,
          ),
        )) {
          const error = await walk(engine, width, journey);
          results.push({ engine: name, width, journey: journey.name, error });
          console.log(`  ${error ? '✘' : '✔'} ${journey.name}${error ? `: ${error}` : ''}`);
        }
      } finally {
        await engine.close();
      }
    }
  }
} finally {
  await site.close();
}
const failed = results.filter((r) => r.error);
console.log(
  `${results.length - failed.length} of ${results.length} journeys passed in ${Math.round((Date.now() - started) / 1000)} s; screenshots in ${path.relative(process.cwd(), shotsDir)}`,
);
process.exit(failed.length ? 1 : 0);
