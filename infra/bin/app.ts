import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { addTourStack, configFromContext } from '../lib/tour-app';

const webBuildDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const app = new App();
const config = configFromContext(app);
if (!existsSync(`${webBuildDir}index.html`)) {
  throw new Error(`The web build is missing (${webBuildDir}index.html): run "npm run build --workspace web" first.`);
}
const region = process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION;
const account = process.env.CDK_DEFAULT_ACCOUNT;

addTourStack(app, {
  ...config,
  webBuildDir,
  ...(region ? { env: { region, ...(account ? { account } : {}) } } : {}),
});
