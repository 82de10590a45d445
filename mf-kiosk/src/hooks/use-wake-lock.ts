import { useEffect } from 'react';

/**
 * Keeps a lobby screen from dimming where the browser grants a screen wake lock. The browser
 * drops the lock whenever the page is hidden, so it is requested again on visibilitychange.
 * A refusal (no permission, battery saver, no support) is not an error: the screen may sleep.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const granted = await wakeLock.request('screen');
        if (live) sentinel = granted;
        else void granted.release();
      } catch {
        // Not granted: nothing to do.
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
      sentinel = null;
    };
  }, []);
}
