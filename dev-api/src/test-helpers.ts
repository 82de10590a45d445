import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildDevApi } from './app.ts';
import { DEFAULT_SCHOOL_CODE, type DevApiOptions } from './options.ts';

export const FIXED_NOW = new Date(2026, 10, 21, 10, 0, 0);
export const SCHOOL = DEFAULT_SCHOOL_CODE;

export type TestApi = { app: FastifyInstance; dataDir: string; dispose(): Promise<void> };

/** Tests post hundreds of forms from one address; the rate limit has tests of its own. */
export const NO_POST_LIMIT = { max: 1_000_000, windowMs: 60_000 };

export async function createTestApi(options: DevApiOptions = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'dev-api-test-')));
  const app = buildDevApi({ now: FIXED_NOW, postLimit: NO_POST_LIMIT, ...options, dataDir });
  await app.ready();
  return {
    app,
    dataDir,
    dispose: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const isJpeg = (b: Buffer): boolean => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
export const isWebp = (b: Buffer): boolean =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
