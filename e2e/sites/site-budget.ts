/**
 * The most composed sites one run of the suite may start (each is seven processes starting cold).
 * A new test reuses a site where it can (decision record 019); raising this is a change to review.
 */
export const MAX_SITES_PER_RUN = 14;
