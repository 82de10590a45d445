// An async boundary: federation's shared modules are negotiated before the app's code runs.
import { offerPageHost } from './islands/page-host.ts';

offerPageHost({ app: () => void import('./bootstrap.tsx') });
