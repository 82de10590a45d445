// pnpm build: build every app that exists in this checkout, and the bundle their servers run.
import { buildApps } from './build-apps.ts';
import { buildAppBundle } from './processes/app-bundle.ts';

await buildApps({ all: true });
await buildAppBundle();
