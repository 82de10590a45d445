import { forms } from './forms.ts';
import { home } from './home.ts';
import { keys } from './keys.ts';
import type { Journey } from './journey.ts';
import { kiosk } from './kiosk.ts';
import { lightbox } from './lightbox.ts';
import { menus } from './menus.ts';
import { news } from './news.ts';

/** Every engine and width walks the same journeys. */
export const journeys: Journey[] = [home, menus, news, lightbox, forms, keys, kiosk];
export type { Journey, Visit } from './journey.ts';
