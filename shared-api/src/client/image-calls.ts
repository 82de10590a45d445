import { escapeForLog } from '../log-text.ts';
import { ApiError, toApiError } from './api-error.ts';
import type { Send } from './http.ts';
import { pictureUrls } from './image-urls.ts';

export function createImageCalls(send: Send, baseUrl: string, images?: string) {
  return {
    ...pictureUrls({ baseUrl, images }),
    downloadImage: async (reference: string): Promise<Blob> => {
      try {
        // arraybuffer works with every axios adapter (Node's has no blob).
        const res = await send('imageByQuery', { query: { url: reference }, responseType: 'arraybuffer' });
        const bytes = toBytes(res.data);
        if (!bytes) throw new ApiError('invalid-response', 'Image download returned no data');
        const type = res.headers['content-type'];
        return new Blob([bytes], { type: typeof type === 'string' ? type : '' });
      } catch (err) {
        const e = toApiError(err);
        console.error(
          `[shared-api] imageByQuery failed (${e.kind}${e.status === undefined ? '' : ` ${e.status}`}): ${escapeForLog(e.message)}`,
        );
        throw e;
      }
    },
  };
}
export type ImageCalls = ReturnType<typeof createImageCalls>;

function toBytes(data: unknown): Uint8Array<ArrayBuffer> | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
  return null;
}
