import { createRegionRenderer } from '@school/shared-ui/server';
import { HomeApp } from './home-app.tsx';

export const render = createRegionRenderer(HomeApp, 'mf_home');
