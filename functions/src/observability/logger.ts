import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One logger per process. The service name comes from POWERTOOLS_SERVICE_NAME, set per function
 * by CDK. Bodies, codes, cookies and secrets are never logged.
 */
export const logger = new Logger({ serviceName: 'sunward-api' });
