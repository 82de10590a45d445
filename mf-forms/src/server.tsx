// This remote's server entry: the shell's server renders the remote's pages with it.
import { createRegionRenderer } from '@school/shared-ui/server';
import { FormsApp } from './forms-app.tsx';

export const render = createRegionRenderer(FormsApp, 'mf_forms');
