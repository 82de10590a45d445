import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSite } from '@school/scripts/site';
import { startShellServer } from '@school/shell/server';
import { monolithDist } from './builds.ts';
import { regionPreloadsOf, type ViteManifest } from './monolith-preloads.ts';
import { inProcessRegions, type MonolithRegions } from './monolith-regions.ts';
import { monolithPort, siteEnv } from './settings.ts';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';

export type Servers = {
  federatedUrl: string;
  monolithUrl: string;
  apiBaseUrl: string;
  schoolCode: string;
  close(): Promise<void>;
};

export async function startServers(portBase: number): Promise<Servers> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-dev-api-'));
  const site = await startSite({ env: siteEnv(portBase), devApi: { dataDir } });
  try {
    // The monolith ignores `remotes`; everything else (provider, school profile) is the same.
    const monolith = await startMonolith(monolithPort(portBase), site.runtimeConfig);
    return {
      federatedUrl: site.url('shell'),
      monolithUrl: monolith.url,
      apiBaseUrl: site.apiBaseUrl,
      schoolCode: site.runtimeConfig.schoolCode,
      async close() {
        await monolith.server.close();
        await site.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await site.close();
    throw error;
  }
}

async function startMonolith(port: number, runtimeConfig: RuntimeConfig) {
  const bundle = (await import(pathToFileURL(path.join(monolithDist, SERVER_ENTRY_PATH)).href)) as {
    regions: MonolithRegions;
  };
  const manifest = JSON.parse(readFileSync(path.join(monolithDist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  return startShellServer({
    root: monolithDist,
    port,
    runtimeConfig,
    host: 'localhost',
    regions: inProcessRegions(bundle.regions, { runtime: runtimeConfig }),
    regionPreloads: regionPreloadsOf(manifest),
  });
}
