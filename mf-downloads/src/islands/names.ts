// The islands this remote exposes (config/remotes.ts lists them), as its regions name them.
export const NEWS_LIST = 'mf_downloads/news-list';
export const DOWNLOAD_LIST = 'mf_downloads/download-list';
export const EVENT_LIST = 'mf_downloads/event-list';
export const TOPPER_LIST = 'mf_downloads/topper-list';
