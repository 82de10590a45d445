// Not shared: no remote loads it inside the shell (docs/decisions/017).
export * from './parcel/parcel-host.tsx';
export * from './parcel/mount-standalone.tsx';
