// `--import` this after tsx in a site's process: see built-code-hooks.mjs.
import { register } from 'node:module';

register('./built-code-hooks.mjs', import.meta.url);
