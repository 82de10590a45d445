import { useState } from 'react';
import { isUnconfirmed } from './failure-messages.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';

/**
 * A post sent with its request's idempotency key. One whose answer never came keeps the key, so the
 * next try is the same request and the school counts it once; `unconfirmed` says so on the button.
 */
export function useKeyedPost(draftKey: string) {
  const request = useIdempotencyKey(draftKey);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const post = async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    try {
      const answer = await send(request.current());
      request.settle();
      setUnconfirmed(false);
      return answer;
    } catch (error) {
      const unknown = isUnconfirmed(error);
      if (!unknown) request.settle();
      setUnconfirmed(unknown);
      throw error;
    }
  };
  /** An edit makes the key of the request it starts, kept with the draft. */
  const edited = () => void request.current();
  return { post, unconfirmed, edited };
}
