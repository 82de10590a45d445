// The router of every app, from this one module. shared-ui is loaded once per page, so the shell
// and the remote on screen use one copy of react-router, reduced to these parts; shared whole as
// a federation singleton it would ship every export (docs/decisions/007).
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator } from 'react-router-dom';
