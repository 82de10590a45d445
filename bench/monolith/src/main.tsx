// The monolith's entry: the shell's start with a static loader instead of federation.
import { parcels } from 'virtual:monolith-parcels';
import { startShell } from '../../../shell/src/boot/start-shell.tsx';
import { createStaticLoader } from './static-loader.ts';

startShell(document.getElementById('root')!, createStaticLoader(parcels));
