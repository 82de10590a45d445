import('./standalone.tsx');
