// pnpm test:size (docs/decisions/007). SIZE_VERBOSE=1 prints the scripts of each load.
import { remoteNames } from '@school/config/remotes';
import { buildMonolith } from '../builds.ts';
import { startServers } from '../servers.ts';
import {
  KB,
  overLimits,
  overTouchCeilings,
  sizeCeilings,
  sizeRoutes,
  sizeTargets,
  touchCeilings,
  type SizeRow,
  type TouchName,
} from './size-budgets.ts';
import { firstLoad, launch, totalGzip, type ScriptLoad } from './first-load-js.ts';
import { firstTouch, touches } from './first-touch.ts';
import { renderedApart, type RenderedRow } from './rendering.ts';

const portBase = Number(process.env.SIZE_PORT_BASE ?? 17000);
const verbose = process.env.SIZE_VERBOSE === '1';
const kb = (b: number) => (b / KB).toFixed(1).padStart(7);
const listScripts = (label: string, scripts: ScriptLoad[]) => {
  console.log(`    ${label}`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`      ${kb(s.gzip)} KB  ${new URL(s.url).host}${new URL(s.url).pathname}`);
};

buildMonolith(remoteNames, false);
const servers = await startServers(portBase);
const browser = await launch();
// Loads run a few at a time: each mostly waits for a quiet network, and what it counts is bytes.
async function inTurns<T>(jobs: (() => Promise<T>)[], atOnce = 3): Promise<T[]> {
  const results: T[] = [];
  const queue = jobs.entries();
  const worker = async () => {
    for (const [index, job] of queue) results[index] = await job();
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return results;
}
let rows: SizeRow[] = [];
let rendered: RenderedRow[] = [];
let touched: { name: TouchName; label: string; gzip: number }[] = [];
try {
  // A cold region server can miss its deadline under loads side by side; the page then renders in
  // the browser and its JS is not what a warm site sends.
  for (const path of sizeRoutes)
    for (const origin of [servers.federatedUrl, servers.monolithUrl]) await (await fetch(`${origin}${path}`)).text();
  const loads = await inTurns(
    sizeRoutes.map((path) => async () => ({
      path,
      federated: await firstLoad(browser, `${servers.federatedUrl}${path}`),
      monolith: await firstLoad(browser, `${servers.monolithUrl}${path}`),
    })),
  );
  rows = loads.map(({ path, federated, monolith }) => ({
    path,
    federated: totalGzip(federated.scripts),
    monolith: totalGzip(monolith.scripts),
  }));
  rendered = loads.map(({ path, federated, monolith }) => ({
    path,
    federated: federated.rendering,
    monolith: monolith.rendering,
  }));
  if (verbose)
    for (const { path, federated, monolith } of loads) {
      console.log(`${path} (${federated.rendering})`);
      listScripts('federated', federated.scripts);
      listScripts('monolith', monolith.scripts);
    }
  const touchLoads = await inTurns(
    touches.map((touch) => async () => ({ touch, scripts: await firstTouch(browser, servers.federatedUrl, touch) })),
  );
  touched = touchLoads.map(({ touch, scripts }) => ({
    name: touch.name,
    label: touch.label,
    gzip: totalGzip(scripts),
  }));
  if (verbose) for (const { touch, scripts } of touchLoads) listScripts(touch.label, scripts);
} finally {
  await browser.close();
  await servers.close();
}

console.log('\nFirst-load JS, gzipped (KB)      federated  monolith   ratio');
for (const r of rows)
  console.log(
    `  ${r.path.padEnd(28)} ${kb(r.federated)}   ${kb(r.monolith)}   ${r.monolith > 0 ? (r.federated / r.monolith).toFixed(2) : '—'}`,
  );
console.log('\nJS loaded by the first touch on a still page, gzipped (KB, federated)');
for (const t of touched)
  console.log(`  ${t.label.padEnd(44)} ${kb(t.gzip)}   limit ${kb(touchCeilings[t.name]).trim()}`);
const missedTargets = overLimits(rows, sizeTargets);
if (missedTargets.length)
  console.log(
    `\nTargets not met yet (docs/decisions/007 names the causes):\n${missedTargets.map((m) => `  ${m}`).join('\n')}`,
  );
const apart = renderedApart(rendered);
if (apart.length) {
  console.error(
    `\nThe builds did not render these routes alike on the server, so their JS is not compared like with like:\n${apart.map((m) => `  ${m}`).join('\n')}`,
  );
  process.exit(1);
}
const overCeiling = [...overLimits(rows, sizeCeilings), ...overTouchCeilings(touched)];
if (overCeiling.length) {
  console.error(
    `\n${overCeiling.length} route(s) over the CI ceiling (bench/src/size/size-budgets.ts):\n${overCeiling.map((m) => `  ${m}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `\nWithin the CI ceilings: / <= ${sizeCeilings.homeJsGzip / KB} KB, the forms <= ${sizeCeilings.formJsGzip / KB} KB, federated/monolith <= ${sizeCeilings.jsRatio}, still pages <= ${sizeCeilings.stillJsGzip / KB} KB, a first touch as listed.`,
);
