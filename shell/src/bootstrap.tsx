import { startShell } from './boot/start-shell.tsx';

startShell(document.getElementById('root')!);
