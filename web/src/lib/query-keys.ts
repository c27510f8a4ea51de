/**
 * Every query key of the app. Keys nest, so invalidating `packages.all` also refreshes every
 * package detail.
 */
export const queryKeys = {
  packages: {
    all: ['packages'] as const,
    detail: (id: string) => ['packages', 'detail', id] as const,
  },
  auth: {
    /** `GET /api/user`: the signed-in admin, or null. */
    currentUser: ['auth', 'current-user'] as const,
  },
};
