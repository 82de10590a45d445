// The shell's islands (config/remotes.ts lists them), as its header names them.
export const HEADER_SEARCH = 'shell/header-search';
export const HEADER_ACCOUNT = 'shell/header-account';
export const SIGNED_IN_ROW = 'shell/signed-in-row';
