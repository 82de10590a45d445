import { createRegionRenderer } from '@school/shared-ui/server';
import { FormsApp } from './forms-app.tsx';

export const render = createRegionRenderer(FormsApp, 'mf_forms');
