// Single-item getters for the detail pages (?id=…). Like the lists they never reject: a missing
// or broken record yields null and the page shows its default content.
import { itemSchema, type ItemEndpointName, type ItemOf } from './list-calls.ts';
import type { CallOptions, Send, SendInit } from './http.ts';
import { parseSingle } from './parse-response.ts';
import { reportFailure } from './report-failure.ts';

async function fetchItem<N extends ItemEndpointName>(send: Send, name: N, id: string, init: SendInit): Promise<ItemOf<N> | null> {
  // A detail page opened without ?id= has nothing to ask for.
  if (id.trim() === '') return null;
  try {
    const { data } = await send(name, init);
    return parseSingle(name, itemSchema(name), data, id);
  } catch (err) {
    reportFailure(name, err);
    return null;
  }
}

export function createItemCalls(send: Send) {
  return {
    getSubGallery: (id: string, options: CallOptions = {}) => fetchItem(send, 'subGallery', id, { query: { id }, signal: options.signal }),
    getContentById: (id: string, options: CallOptions = {}) => fetchItem(send, 'contentById', id, { params: { id }, signal: options.signal }),
    getGalleryItem: (id: string, options: CallOptions = {}) => fetchItem(send, 'galleryById', id, { params: { id }, signal: options.signal }),
  };
}
export type ItemCalls = ReturnType<typeof createItemCalls>;
