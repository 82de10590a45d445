import { until } from '../engine.ts';
import type { Journey } from './journey.ts';

const POPUP = 'dialog[data-testid="notification-popup"]';
const isOpen = (css: string, open: boolean) => (document.querySelector(css) as HTMLDialogElement | null)?.open === open;

export const home: Journey = {
  id: 'home',
  name: 'home page and its popup',
  async run({ engine, shot }) {
    await engine.goto('/');
    await until(engine, 'the notification popup to open', isOpen, [POPUP, true]);
    await shot('home-popup');
    await engine.click(`${POPUP} form[method="dialog"] button`, 'Close');
    await until(engine, 'the popup to close', isOpen, [POPUP, false]);
    await shot('home');
  },
};
