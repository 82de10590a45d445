/**
 * The most composed sites the tests of one run may start, beside each worker's own: a provider
 * mode's and the private ones (each is seven processes starting cold). A new test reuses a site
 * where it can (decision record 019); raising this is a change to review.
 */
export const MAX_SITES_PER_RUN = 18;
