import { configure } from '@testing-library/react';

// findBy… and waitFor wait for the state they assert; their bound (1 s by default) only ends a test that would
// never get there. On a busy 2-core machine a render can take longer than 1 s, so the bound is generous.
configure({ asyncUtilTimeout: 10_000 });
