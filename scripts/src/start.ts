// pnpm start: build what is missing, then serve the composed site on the embedded dev-api.
//   API_BASE_URL, SCHOOL_CODE      another provider, without rebuilding
//   <APP>_PORT, <REMOTE>_URL       ports (SHELL_PORT, MF_HOME_PORT...) and remote manifest URLs
//   --rebuild / --watch            rebuild every app first / rebuild on change (pnpm dev)
import { apps, serverRendered, type AppName } from '@school/config/remotes';
import { InvalidRuntimeConfig } from '@school/config/runtime-config';
import { buildApps, existingApps, watchApps } from './build-apps.ts';
import { ensureAppBundle } from './processes/app-bundle.ts';
import { repoRoot } from './runtime-config.ts';
import { distOf, siteConfigOf, startSite } from './site.ts';
import { watchFile } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';

const args = new Set(process.argv.slice(2));
try {
  siteConfigOf(process.env);
} catch (error) {
  if (!(error instanceof InvalidRuntimeConfig)) throw error;
  console.error(`\n${error.message}\nSee README "Settings of pnpm start".`);
  process.exit(1);
}
await buildApps({ all: args.has('--rebuild') });
// The servers run this checkout's code: rebuilt when a source changed (a second or so).
await ensureAppBundle();
// Beside dev-api's data (.data/dev-api): a server started again shows what the provider last sent.
const site = await startSite({ restart: true, keptAnswersDir: path.join(repoRoot, '.data', 'kept-answers') }).catch(
  (error: NodeJS.ErrnoException & { port?: number }) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(
      `\nPort ${error.port} is already in use. Stop what uses it, or choose other ports (SHELL_PORT, MF_HOME_PORT, …, DEV_API_PORT): see README.`,
    );
    process.exit(1);
  },
);

const missing = (Object.keys(apps) as AppName[]).filter((a) => !existingApps().includes(a));
console.log(`\nProvider API: ${site.apiBaseUrl} (school code ${site.runtimeConfig.schoolCode})`);
for (const app of site.served) console.log(`  ${apps[app].dir.padEnd(13)} ${site.url(app)}`);
if (missing.length)
  console.log(
    `  not built in this checkout: ${missing.map((a) => apps[a].dir).join(', ')} (their routes show "This section is unavailable")`,
  );
const { settings } = siteConfigOf(process.env);
for (const [server, port] of Object.entries(settings.metricsPorts))
  console.log(`  metrics of ${server.padEnd(12)} http://${settings.metricsHost}:${port}/metrics`);
console.log('\nRestart a server, or serve a release built in its dist/, dropping no visitor: kill -HUP <pid>');
for (const server of [...site.served, 'dev_api' as const])
  console.log(
    `  ${(server === 'dev_api' ? 'dev-api' : apps[server].dir).padEnd(14)} ${site.pidOf(server) ?? '(not ours)'}`,
  );
console.log(`\nOpen ${site.url('shell')}\n`);

if (args.has('--watch')) {
  watchApps();
  // A server runs the build it started with: one whose server build changed starts again.
  // (Polled: a build empties and refills the folder, which a file watcher does not survive.)
  for (const app of site.served.filter(serverRendered)) {
    watchFile(path.join(distOf(app), SERVER_ENTRY_PATH), { interval: 1000 }, (now) => {
      if (now.mtimeMs) site.reload(app);
    });
  }
}

const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
