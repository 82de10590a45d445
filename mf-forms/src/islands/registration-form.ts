import { createIslandParcel } from '@school/shared-ui/island';
import { RegistrationForm } from '../admission/registration-form.tsx';

export default createIslandParcel(RegistrationForm);
