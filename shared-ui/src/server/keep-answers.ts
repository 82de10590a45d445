// A server entry bundles its own shared-api (decision record 012): its server keeps that copy's
// answers on disk through this export of the entry.
export { keepAnswersOnDisk, type KeptFile, type KeptFileOptions } from '@school/shared-api/kept-file';
