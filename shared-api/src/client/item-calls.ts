// Like the lists they never reject: a missing or broken record yields null.
import type { ItemEndpointName, ItemOf } from '../contract/index.ts';
import { itemSchema } from './list-calls.ts';
import { askAnswer, type CallOptions, type ReadAnswer, type Send, type SendInit } from './http.ts';
import { describe, parseSingle } from './parse-response.ts';
import { reportFailure } from './report-failure.ts';
import { ApiError, isProviderFault } from './api-error.ts';
import { callKey, type Keeper } from './kept-answers.ts';

async function fetchItem<N extends ItemEndpointName>(
  send: Send,
  name: N,
  id: string,
  init: SendInit,
  keeper?: Keeper,
): Promise<ItemOf<N> | null> {
  if (id.trim() === '') return null;
  const call = callKey(name, init);
  const asked = askItem(send, name, id, call, init, keeper);
  return keeper ? keeper.inTime(call, asked) : asked;
}

async function askItem<N extends ItemEndpointName>(
  send: Send,
  name: N,
  id: string,
  call: string,
  init: SendInit,
  keeper: Keeper | undefined,
): Promise<ItemOf<N> | null> {
  try {
    // A readable answer without the record is the provider's word (it is gone): not replaced, nor held.
    const read: ReadAnswer<ItemOf<N> | null> = (data) => {
      // An HTML page or a bare text (a provider's maintenance page) is no word about the record.
      if (typeof data !== 'object')
        throw new ApiError('invalid-response', `${name}: expected a record, got ${describe(data)}`);
      const value = parseSingle(name, itemSchema(name), data, id);
      return { value, keep: value !== null };
    };
    const item = await askAnswer(send, call, name, init, read);
    return item && keeper ? keeper.keep(call, item) : item;
  } catch (err) {
    reportFailure(name, err);
    return isProviderFault(err) && keeper ? keeper.recallOr<ItemOf<N> | null>(call, null) : null;
  }
}

export function createItemCalls(send: Send, keeper?: Keeper) {
  return {
    getSubGallery: (id: string, options: CallOptions = {}) =>
      fetchItem(send, 'subGallery', id, { query: { id }, signal: options.signal }, keeper),
    getContentById: (id: string, options: CallOptions = {}) =>
      fetchItem(send, 'contentById', id, { params: { id }, signal: options.signal }, keeper),
    getGalleryItem: (id: string, options: CallOptions = {}) =>
      fetchItem(send, 'galleryById', id, { params: { id }, signal: options.signal }, keeper),
    getEventItem: (id: string, options: CallOptions = {}) =>
      fetchItem(send, 'eventById', id, { params: { id }, signal: options.signal }, keeper),
  };
}
export type ItemCalls = ReturnType<typeof createItemCalls>;
