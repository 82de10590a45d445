// A server entry bundles its own shared-api (decision record 012): its server keeps that copy's
// answers on disk through this export of the entry.
export { keepAnswersOnDisk, type KeptFile, type KeptFileOptions } from '@school/shared-api/kept-file';
// Its server turns on the answers its renders share within a window (PROVIDER_CACHE_MB).
export { cacheProviderAnswers } from '@school/config/provider-answers';
