/**
 * The header CloudFront adds to every request it forwards to the API, with a secret value the
 * functions check: a caller who finds the API Gateway URL cannot reach a function without it, so
 * headers CloudFront sets (`CloudFront-Viewer-Address`) can be believed. The local server adds it
 * the same way.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
