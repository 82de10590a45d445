import { Route, Routes } from '@school/shared-ui';
import { AdmissionPage } from './admission/admission-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { TcPage } from './tc/tc-page.tsx';

/** The routes this remote owns (shell route table); paths match case-insensitively. */
export function FormsApp() {
  return (
    <Routes>
      <Route path="/Admission" element={<AdmissionPage />} />
      <Route path="/Login" element={<LoginPage />} />
      <Route path="/Tc" element={<TcPage />} />
    </Routes>
  );
}
