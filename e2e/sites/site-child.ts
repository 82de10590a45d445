// A composed site in a process of its own, driven by the e2e runner over IPC (site-process.ts):
// its renders do not compete with the runner's event loop, and it is gone when it exits.
import { startSite, type Site } from '@school/scripts/site';
import type { ChildMessage, ParentMessage, SiteProcessOptions } from './site-protocol.ts';

const send = (message: ChildMessage) => process.send?.(message);
const options = JSON.parse(process.env.SITE_PROCESS_OPTIONS ?? '{}') as SiteProcessOptions;

// The runner went away (crash, Ctrl-C): nothing is left listening on its ports.
process.on('disconnect', () => process.exit(0));

let site: Site;
try {
  site = await startSite({
    env: options.env,
    roots: options.roots,
    devApi: {
      ...options.devApi,
      observe: options.observe ? (request) => send({ type: 'observed', request }) : undefined,
    },
  });
  send({ type: 'ready', apiBaseUrl: site.apiBaseUrl, runtimeConfig: site.runtimeConfig });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}

process.on('message', (message: ParentMessage) => {
  const run = async () => {
    switch (message.call) {
      case 'startApp':
        return site.startApp(message.app, message.root);
      case 'stopApp':
        return site.stopApp(message.app);
      case 'pidOf':
        return site.pidOf(message.server);
      case 'restartsOf':
        return site.restartsOf(message.server);
      case 'startApi':
        return site.startApi();
      case 'stopApi':
        return site.stopApi();
      case 'sync':
        return;
      case 'close':
        return site.close();
    }
  };
  run().then(
    (value) => send({ type: 'reply', id: message.id, value }),
    (error: unknown) =>
      send({ type: 'reply', id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
