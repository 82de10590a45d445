import { createIslandParcel } from '@school/shared-ui/island';
import { HeaderAccount } from '../header-islands/header-account.tsx';

export default createIslandParcel(HeaderAccount);
