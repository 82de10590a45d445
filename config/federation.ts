// The one place that says how the apps federate: the shell and the remotes cannot disagree.
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
// In remotes.ts, which servers import without loading Vite.
import {
  islandContainer,
  islandEntryFile,
  islandFile,
  remoteEntryFile,
  appIslands,
  type AppName,
  type RemoteName,
} from './remotes.ts';

/**
 * What an island shares (decision record 028). A container loads every module it shares before its
 * first expose: the island container shares only these, so waking an island loads no router, API
 * client or kit.
 */
export const islandSingletons = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  'styled-components': { singleton: true },
} as const;

/** Never eager: a shared module is fetched only when the first app that needs it loads. */
export const sharedSingletons = {
  ...islandSingletons,
  // single-spa keeps page-wide state (mounted parcels): two copies on one page warn and misbehave.
  'single-spa': { singleton: true },
  '@school/shared-api': {},
  // An exact key matches only its own specifier. The host entry is the shell's alone (docs/decisions/017).
  '@school/shared-ui/runtime': {},
  '@school/shared-ui/kit': {},
} as const;

/** With 'version-first' the host fetches every remote at start: one that is down breaks the site (decision record 002). */
export const shareStrategy = 'loaded-first' as const;

export { remoteEntryFile };

export function remoteFederation(name: RemoteName): PluginOption {
  return federation({
    name,
    filename: remoteEntryFile,
    manifest: true,
    dts: false,
    exposes: { './parcel': './src/parcel.tsx' },
    shared: { ...sharedSingletons },
    shareStrategy,
    experiments: { externalRuntime: true },
  });
}

export function hostFederation(name: string): PluginOption {
  return federation({
    name,
    remotes: {},
    manifest: false,
    dts: false,
    shared: { ...sharedSingletons },
    shareStrategy,
    experiments: { provideExternalRuntime: true },
  });
}

export function islandFederation(name: AppName): PluginOption {
  const islands = appIslands[name] ?? [];
  return federation({
    name: islandContainer(name),
    filename: islandEntryFile,
    manifest: false,
    dts: false,
    exposes: Object.fromEntries(islands.map((island) => [`./${island}`, islandFile(island)])),
    shared: { ...islandSingletons },
    shareStrategy,
    experiments: { externalRuntime: true },
  });
}
