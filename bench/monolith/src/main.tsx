// The monolith's entry: the shell's start with a static loader instead of federation.
import { islands, parcels } from 'virtual:monolith-parcels';
import { offerPageHost } from '../../../shell/src/islands/page-host.ts';
import { createStaticLoader } from './static-loader.ts';

offerPageHost({
  app: () =>
    void import('../../../shell/src/boot/start-shell.tsx').then((shell) =>
      shell.startShell(document.getElementById('root')!, createStaticLoader(parcels)),
    ),
  island: async (element) => {
    const host = await import('../../../shell/src/islands/island-host.ts');
    await host.wakeIsland(element, async (remote, island) => {
      const importIsland = islands[`${remote}/${island}`];
      // A remote left out of this build has no islands here: the tap does what it does without JavaScript.
      if (!importIsland) throw new Error(`${remote}/${island} is not part of this monolith build`);
      return { parcel: (await importIsland()).default, fresh: false };
    });
  },
});
