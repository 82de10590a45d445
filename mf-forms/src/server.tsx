// This remote's server entry: its region server renders the remote's pages with it (decision record 022).
import { createRegionRenderer } from '@school/shared-ui/server';
import { FormsApp } from './forms-app.tsx';

export const render = createRegionRenderer(FormsApp, 'mf_forms');
