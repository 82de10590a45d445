// @school/shared-ui/host: what hosts a remote's parcel: the shell, and a remote's own standalone
// page. Not shared (no remote loads it inside the shell); it uses the runtime and the kit
// through their entries, so it sees their one copy.
export * from './parcel/parcel-host.tsx';
export * from './parcel/mount-standalone.tsx';
