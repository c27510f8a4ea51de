/**
 * The admin's password rules as plain data: CDK sets them on the user pool, and the local stack
 * on its cognito-local pool (which stores them but does not enforce them).
 */
export const adminPasswordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  tempPasswordValidityDays: 3,
} as const;
