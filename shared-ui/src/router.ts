// Shared whole as a federation singleton, react-router would ship every export (docs/decisions/007).
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
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
export type { Location, Navigator } from 'react-router-dom';
