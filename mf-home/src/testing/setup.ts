// jsdom lacks what the motion and the tickers use (matchMedia, ResizeObserver).
import { vi } from 'vitest';

let reduced = false;
export const setReducedMotion = (value: boolean) => {
  reduced = value;
};

vi.stubGlobal('matchMedia', (query: string) => ({
  matches: query.includes('prefers-reduced-motion') ? reduced : false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
}));

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);
