export { createApiClient, type ApiClient } from './create-api-client.ts';
export { ApiError, isApiError, isProviderFault, toApiError, type ApiErrorKind } from './api-error.ts';
export {
  createKeptAnswers,
  forgetKeptAnswers,
  keepAnswers,
  KEPT_LIMITS,
  runtimeKeptAnswers,
  type KeepOptions,
  type KeptAnswers,
} from './kept-answers.ts';
export {
  DEFAULT_TIMEOUT_MS,
  shareRuntimeAnswers,
  type ApiClientConfig,
  type CallOptions,
  type SharedAnswers,
} from './http.ts';
export type { ListCalls } from './list-calls.ts';
export { buildImageSrcSet, buildImageUrl, type ImageUrlOptions } from './image-urls.ts';
export { PICTURE_WIDTHS, PROVIDER_IMAGE_PATH, snapPictureWidth, type PictureWidth } from './picture-widths.ts';
export { newsList, noticeBoardList, uniqueByKey, type NewsEntry } from './news-lists.ts';
export { circularStory, eventStory, newsStory, noticeStory, storyLists } from './story-items.ts';
export { type SessionCalls } from './session-calls.ts';
export { newIdempotencyKey, type PostOptions } from './form-calls.ts';
