// The islands this remote exposes (config/remotes.ts lists them), as its regions name them.
export const HERO = 'mf_home/hero';
export const NOTICE_TICKER = 'mf_home/notice-ticker';
export const HIGHLIGHTS = 'mf_home/highlights';
export const CIRCULARS = 'mf_home/circulars';
export const NEWS_REEL = 'mf_home/news-reel';
export const GALLERY_SLIDER = 'mf_home/gallery-slider';
export const EVENTS_SLIDER = 'mf_home/events-slider';
export const ACHIEVEMENTS = 'mf_home/achievements';
export const TOPPERS = 'mf_home/toppers';
export const BIRTHDAYS = 'mf_home/birthdays';
export const CALENDAR_MONTHS = 'mf_home/calendar-months';
export const NOTIFICATIONS = 'mf_home/notifications';
