export { createApiClient, type ApiClient } from './create-api-client.ts';
export { ApiError, toApiError, type ApiErrorKind } from './api-error.ts';
export { DEFAULT_TIMEOUT_MS, type ApiClientConfig, type CallOptions } from './http.ts';
export { listMethods, type ItemEndpointName, type ItemOf, type ListCalls } from './list-calls.ts';
export { buildImageUrl, type ImageUrlOptions } from './image-calls.ts';
