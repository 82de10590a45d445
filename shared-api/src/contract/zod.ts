// zod/mini ships no messages: without English ones every issue reads "Invalid input", and the logged
// reasons, the configuration's error and dev-api's 400 bodies would say nothing.
import { en } from 'zod/locales';
import { z } from 'zod/mini';

z.config(en());

export { z };
