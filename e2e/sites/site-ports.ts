// Where each composed site of a run listens. Several people may run the suite on one machine at
// once: E2E_PORT_BASE moves every port.
import type { DevApiMode } from '@school/config/start-settings';

export const portBase = Number(process.env.E2E_PORT_BASE ?? 9000);

/** The provider's other modes (dev-api's DEV_API_MODE, and DEV_API_SCALE=large). */
export type ProviderMode = Exclude<DevApiMode, 'normal'> | 'large';
export const providerModes: readonly ProviderMode[] = ['empty', 'error', 'hostile', 'malformed', 'large'];

/** A worker's own site, then its private sites, 10 ports each. */
export const workerPorts = (workerIndex: number) => portBase + workerIndex * 200;
export const privatePorts = (workerIndex: number, nth: number) => workerPorts(workerIndex) + 20 + 10 * (nth % 8);

/** The run's sites, shared by every worker, above any worker's block. */
const RUN_PORTS = portBase + 1500;
export const modePorts = (mode: ProviderMode) => RUN_PORTS + 10 * (providerModes.indexOf(mode) + 1);
export const brokerPort = RUN_PORTS;
