// jsdom has no IntersectionObserver (the home blocks then mount at once).
import { act } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { forgetKeyboardUse } from '../home/below-fold.tsx';

class ObserverStub {
  static all: ObserverStub[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverStub.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  notify(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Each test a new visit: nothing near the viewport until the test moves it there, and no Tab used yet. */
export function stubIntersectionObserver() {
  let original: typeof IntersectionObserver | undefined;
  beforeEach(() => {
    original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = ObserverStub as unknown as typeof IntersectionObserver;
    ObserverStub.all = [];
    forgetKeyboardUse();
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original as typeof IntersectionObserver;
  });
  const watching = (target: Element) => ObserverStub.all.filter((o) => o.targets.has(target));
  return {
    watched: (target: Element) => watching(target).length > 0,
    move: (target: Element, isIntersecting: boolean) =>
      act(() => watching(target).forEach((o) => o.notify(target, isIntersecting))),
  };
}
