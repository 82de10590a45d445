import { createIslandParcel } from '@school/shared-ui/island';
import { HeaderSearch } from '../header-islands/header-search.tsx';

export default createIslandParcel(HeaderSearch);
