// The islands this remote exposes (config/remotes.ts lists them), as its regions name them.
export const HERO = 'mf_home/hero';
export const NOTICE_TICKER = 'mf_home/notice-ticker';
