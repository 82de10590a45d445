// The monolith's server renderer: the shell's chrome and every bundled remote's region, in one
// module that the shell's server runs in-process (no entry is fetched: that is what a monolith is).
export { renderShell } from '../../../shell/src/server-entry.tsx';
export { regions } from 'virtual:monolith-regions';
