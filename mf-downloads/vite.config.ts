import { remoteViteConfig } from '../config/remote-vite.ts';

export default remoteViteConfig('mf_downloads');
