import { createRegionRenderer } from '@school/shared-ui/server';
import { FormsApp } from './forms-app.tsx';

export const render = createRegionRenderer(FormsApp, 'mf_forms');
// Its server keeps this bundle's answers on disk across a restart (decision record 012), and
// shares the provider's answers between its renders within a window.
export { cacheProviderAnswers, keepAnswersOnDisk } from '@school/shared-ui/server';
