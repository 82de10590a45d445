import { createIslandParcel } from '@school/shared-ui/island';
import { TcForm } from '../tc/tc-form.tsx';

export default createIslandParcel(TcForm);
