/**
 * Every query key of the app. Keys nest, so invalidating `packages.all` also refreshes every
 * package detail.
 */
export const queryKeys = {
  packages: {
    all: ['packages'] as const,
    detail: (id: string) => ['packages', 'detail', id] as const,
  },
  config: {
    /** `GET /api/config`: settings the browser learns at run time (which card form, Stripe's key). */
    runtime: ['config', 'runtime'] as const,
  },
  auth: {
    /** `GET /api/user`: the signed-in admin, or null. */
    currentUser: ['auth', 'current-user'] as const,
  },
};
