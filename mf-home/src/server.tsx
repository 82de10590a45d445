// This remote's server entry: the shell's server renders the remote's pages with it.
import { createRegionRenderer } from '@school/shared-ui/server';
import { HomeApp } from './home-app.tsx';

export const render = createRegionRenderer(HomeApp, 'mf_home');
