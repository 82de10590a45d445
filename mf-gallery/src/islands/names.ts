// The islands this remote exposes (config/remotes.ts lists them), as its regions name them.
export const ALBUM_PHOTOS = 'mf_gallery/album-photos';
export const ALBUM_LIST = 'mf_gallery/album-list';
export const VIDEO_LIST = 'mf_gallery/video-list';
