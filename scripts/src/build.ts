// pnpm build: build every app that exists in this checkout.
import { buildApps } from './build-apps.ts';

buildApps({ all: true });
