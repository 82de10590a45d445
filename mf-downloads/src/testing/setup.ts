// On a busy shared machine, msw answers and React renders can take longer than
// Testing Library's default 1 s for waitFor/findBy.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
