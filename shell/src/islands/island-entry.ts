// The shell's island host (decision record 028): what the page loader imports to wake an island. A
// federation host of its own, with nothing shared: each island container brings React, react-dom and
// styled-components, shared between islands, and the app's host is not started for an island.
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { readServerBoot } from '../boot/server-boot.ts';
import { wakeIsland } from './island-host.ts';
import { createIslandLoader } from './island-loader.ts';

// The remotes are built to use their host's federation runtime (config/federation.ts).
const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
init({ name: 'shell_island_host', remotes: [], shareStrategy: 'loaded-first' });

const boot = readServerBoot();
const runtime = boot?.runtime as { remotes?: Record<string, string> } | undefined;
const region = boot?.region;
const load = createIslandLoader(
  runtime?.remotes ?? {},
  region?.build ? { remote: region.remote, build: region.build } : undefined,
  // Its build's island container (vite.config.ts): the header this page was rendered with.
  { origin: location.origin, entry: import.meta.env.SHELL_ISLAND_ENTRY as string },
);

export const island = (element: HTMLElement): Promise<void> => wakeIsland(element, load);
