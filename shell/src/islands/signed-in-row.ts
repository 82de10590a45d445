import { createIslandParcel } from '@school/shared-ui/island';
import { SignedInRow } from '../header-islands/signed-in-row.tsx';

export default createIslandParcel(SignedInRow);
