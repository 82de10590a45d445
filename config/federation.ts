// The one place that says how the apps federate. Every vite.config imports it, so the shell and
// the remotes can never disagree on what is shared or how.
import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
// In remotes.ts, which servers import without loading Vite.
import { remoteEntryFile } from './remotes.ts';

/**
 * Singletons shared across every app. Never eager: a shared module is fetched only when the first
 * app that needs it loads. Versions come from each app's installed packages (pnpm catalog).
 */
export const sharedSingletons = {
  react: { singleton: true },
  'react/': { singleton: true },
  'react-dom': { singleton: true },
  'react-dom/': { singleton: true },
  'styled-components': { singleton: true },
  // single-spa keeps page-wide state (mounted parcels): two copies on one page warn and misbehave.
  'single-spa': { singleton: true },
  '@school/shared-api': {},
  // One key per entry a remote uses at run time (an exact key matches only its own specifier). The
  // host entry is the shell's alone, so it stays in the shell's bundle (docs/decisions/017).
  '@school/shared-ui/runtime': {},
  '@school/shared-ui/kit': {},
} as const;

/**
 * 'loaded-first' lets the shell start without fetching any remote's entry: with the default
 * ('version-first') the host fetches every registered remote at start-up, so one remote that is
 * down would break the whole site, and the kiosk could not load only its own remote.
 */
export const shareStrategy = 'loaded-first' as const;

export { remoteEntryFile };

/** Options for a remote app: it exposes one module, its single-spa parcel. */
export function remoteFederation(name: string): PluginOption {
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

/** The host knows no remote at build time: it registers them from the runtime configuration. */
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
