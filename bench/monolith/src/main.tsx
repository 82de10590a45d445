// The monolith's entry: the shell's start with a static loader instead of federation.
import { islands, parcels } from 'virtual:monolith-parcels';
import { offerPageHost } from '../../../shell/src/islands/page-host.ts';
import { createStaticLoader } from './static-loader.ts';

const loader = createStaticLoader(parcels, islands);

offerPageHost({
  app: () =>
    void import('../../../shell/src/boot/start-shell.tsx').then((shell) =>
      shell.startShell(document.getElementById('root')!, loader),
    ),
  island: (element) =>
    import('../../../shell/src/islands/island-host.ts').then((host) => host.wakeIsland(element, loader)),
});
