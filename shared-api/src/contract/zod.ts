// The zod every schema is built with: zod/mini keeps the browser bundles small, but it ships no
// messages. Without English ones every issue reads "Invalid input", and the reasons logged for
// dropped items, the runtime configuration's error and dev-api's 400 bodies would say nothing.
import { en } from 'zod/locales';
import { z } from 'zod/mini';

z.config(en());

export { z };
