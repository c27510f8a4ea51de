import { timeBudget } from '../settings/time-budget';
import { jsonRpcApi } from './aws-call';

/**
 * Cognito's user pool API through the signed call the AWS adapters share (decision 024). Locally
 * and in the handler tests it goes to cognito-local behind its challenge layer
 * (`AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`).
 */
export function cognitoApi() {
  return jsonRpcApi({
    signingName: 'cognito-idp',
    hostPrefix: 'cognito-idp',
    endpointVariable: 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER',
    targetPrefix: 'AWSCognitoIdentityProviderService',
    budget: timeBudget.cognito,
  });
}
