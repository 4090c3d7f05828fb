/** The demo dataset every server test sees: small, fixed seed, so rows are the same each run. */
export const TEST_DATASET = { companies: 3000, entrepreneurs: 1500, seed: 20_260_101 } as const;
