import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@school/shared-ui/testing';
import { stubIntersectionObserver } from '../testing/intersection-observer.ts';
import { BelowFold } from './below-fold.tsx';

/** Stands for a lazy block: counts how often its code is asked for. */
function fakeCode() {
  let loaded = false;
  return {
    preload: vi.fn(async () => {
      loaded = true;
    }),
    isLoaded: () => loaded,
  };
}

const renderBlock = (code = fakeCode()) => {
  renderRoute(
    <BelowFold testId="block" code={code} reserve={{ phone: 300, desktop: 200 }}>
      <p>Block content</p>
    </BelowFold>,
  );
  return { code, slot: screen.getByTestId('block') };
};

describe('BelowFold', () => {
  const observer = stubIntersectionObserver();

  it('keeps its room and loads nothing until it comes near the viewport', async () => {
    const { code, slot } = renderBlock();
    expect(slot).toBeEmptyDOMElement();
    expect(slot).toHaveStyle({ minHeight: '200px' });
    expect(code.preload).not.toHaveBeenCalled();
    observer.move(slot, true);
    expect(await screen.findByText('Block content')).toBeInTheDocument();
    expect(code.preload).toHaveBeenCalledTimes(1);
    // Mounted, it takes its own height.
    expect(slot).not.toHaveStyle({ minHeight: '200px' });
  });

  it('stays mounted when it leaves the viewport again', async () => {
    const { slot } = renderBlock();
    observer.move(slot, true);
    await screen.findByText('Block content');
    expect(observer.watched(slot)).toBe(false);
    observer.move(slot, false);
    expect(screen.getByText('Block content')).toBeInTheDocument();
  });

  // From the first Tab on, every block mounts at once for the rest of the visit (the next test is a new one).
  it('mounts when the visitor starts moving through the page with Tab', async () => {
    const { code } = renderBlock();
    fireEvent.keyDown(document.body, { key: 'Shift' });
    expect(code.preload).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByText('Block content')).toBeInTheDocument();
  });
});

describe('BelowFold without IntersectionObserver', () => {
  it('mounts at once', async () => {
    const { code } = renderBlock();
    await waitFor(() => expect(screen.getByText('Block content')).toBeInTheDocument());
    expect(code.preload).toHaveBeenCalledTimes(1);
  });
});
