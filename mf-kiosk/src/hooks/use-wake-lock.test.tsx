import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

function fakeWakeLock() {
  const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async () => {
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
      }),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('asks for a screen lock, asks again when the page is shown again, and releases on unmount', async () => {
    const { request, sentinels } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    // The browser releases the lock when the page is hidden.
    sentinels[0]!.released = true;
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    unmount();
    await waitFor(() => expect(sentinels[1]?.release).toHaveBeenCalled());
  });

  it('does nothing where the browser has no wake lock or refuses it', async () => {
    expect(() => renderHook(() => useWakeLock()).unmount()).not.toThrow();
    const { request } = fakeWakeLock();
    request.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderHook(() => useWakeLock());
    await waitFor(() => expect(request).toHaveBeenCalled());
  });
});
