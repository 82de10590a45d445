import type { SchoolProfile } from '@school/shared-ui/runtime';
import { escapeHtml } from '@school/shared-ui/head';
import { pageTitle } from '@school/shared-ui/site-map';
import { theme } from '@school/shared-ui/theme';

export const OFFLINE_TITLE = 'Offline';

export function offlineDocument({
  school,
  html,
  styles,
}: {
  school: Pick<SchoolProfile, 'name'>;
  html: string;
  styles: string;
}) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<meta name="theme-color" content="${theme.color.primary}">`,
    `<title>${escapeHtml(pageTitle(OFFLINE_TITLE, school.name))}</title>`,
    styles,
    '</head>',
    `<body>${html}</body>`,
    '</html>',
    '',
  ].join('\n');
}
