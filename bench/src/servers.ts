// Both builds served as `pnpm start` serves the site: the federated apps each on their own
// origin through startSite (production cache headers, /runtime-config.json, one dev-api), and
// the monolith by the same static server code on a port of its own, with the same configuration.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSite } from '@school/scripts/site';
import { startStaticServer } from '../../scripts/src/static-server.ts';
import { monolithDist } from './builds.ts';
import { monolithPort, siteEnv } from './settings.ts';

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
    const monolith = await startStaticServer({ root: monolithDist, port: monolithPort(portBase), runtimeConfig: site.runtimeConfig, spaFallback: true, host: 'localhost' });
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
