import { buildDevApi, drainOf } from './app.ts';
import { type DevApiOptions, resolveOptions } from './options.ts';

export { buildDevApi } from './app.ts';
export { buildDataset } from './content/dataset.ts';
export type { Scale } from './content/dataset.ts';
export type { Dataset } from './content/types.ts';
export { DEFAULT_DATA_DIR, DEFAULT_PORT, DEFAULT_POST_LIMIT, DEFAULT_SCHOOL_CODE } from './options.ts';
export type { DevApiOptions, Mode, ObservedRequest, PostLimit } from './options.ts';
export { FAULTS_PATH, type Fault } from './faults.ts';
export { DEMO_ACCOUNT, readSubmissions } from './store/submissions.ts';
export type { SubmissionRecord } from './store/submissions.ts';
export { readTcRequests } from './store/tc-requests.ts';
export type { TcRecord } from './store/tc-requests.ts';

export type RunningDevApi = {
  url: string;
  close(): Promise<void>;
  /** Stops accepting, finishes the requests in flight (within a bound), then closes. */
  drain(): Promise<void>;
};

export async function startDevApi(options: DevApiOptions = {}): Promise<RunningDevApi> {
  const opts = resolveOptions(options);
  const app = buildDevApi(opts);
  await app.listen({ port: opts.port, host: opts.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return { url: `http://${host}:${port}`, close: () => app.close(), drain: () => drainOf(app)() };
}
