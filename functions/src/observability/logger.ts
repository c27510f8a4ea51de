import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One logger per process. Its service name comes from POWERTOOLS_SERVICE_NAME, which CDK sets to
 * each function's handler name. Bodies, codes, cookies and secrets are never logged.
 */
export const logger = new Logger();
