import { createIslandParcel } from '@school/shared-ui/island';
import { LoginPanel } from '../login/login-panel.tsx';

export default createIslandParcel(LoginPanel);
