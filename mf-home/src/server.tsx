// This remote's server entry: its region server renders the remote's pages with it (decision record 022).
import { createRegionRenderer } from '@school/shared-ui/server';
import { HomeApp } from './home-app.tsx';

export const render = createRegionRenderer(HomeApp, 'mf_home');
