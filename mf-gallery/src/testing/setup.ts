// Pages are lazily loaded chunks: the first render of a page waits for its module, which on a
// busy shared machine can take longer than Testing Library's default 1 s for findBy/waitFor.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
