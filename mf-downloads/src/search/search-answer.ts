import { createApiClient, type ApiClient } from '@school/shared-api';
import { heapHasRoomFor } from '@school/shared-ui/heap-room';
import type { PageDataAnswerer } from '@school/shared-ui/region-protocol';
import { listFilterParams } from '@school/shared-ui/site-map';
import { siteSearch } from './site-search.ts';

const MAX_LIMIT = 50;

const clients = new Map<string, ApiClient>();

export const answerSearch: PageDataAnswerer = async ({ url, route, runtime, dataDeadlineMs }) => {
  if (route !== 'search') return undefined;
  const params = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number(params.get('limit')) || MAX_LIMIT));
  const key = `${runtime.apiBaseUrl} ${runtime.schoolCode} ${dataDeadlineMs}`;
  // As a server render asks: signed out, and through the client's kept answers (at its deadline too).
  let api = clients.get(key);
  if (!api)
    clients.set(
      key,
      (api = createApiClient({
        baseUrl: runtime.apiBaseUrl,
        schoolCode: runtime.schoolCode,
        admitBody: heapHasRoomFor,
        deadline: dataDeadlineMs,
      })),
    );
  return (await siteSearch(api)).search(params.get(listFilterParams.search) ?? '', limit);
};
