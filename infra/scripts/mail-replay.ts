/**
 * `npm run mail:replay -- [--list] [--stack <name>] [--region <region>]`
 *
 * Lists the outbox's dead letters (mails that failed every attempt, decision 021) in the deployed
 * stack's table (its `TableName` output), then puts each back in the queue: the change reaches
 * the mail worker through the table's stream, which sends it with a fresh count of attempts.
 * `--list` only lists. Uses the AWS credentials and region of the shell, as `cdk deploy` does.
 */
import { parseArgs } from 'node:util';
import { stackId } from '../lib/tour-app';
import { stackOutput } from './stack-output';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { list: { type: 'boolean' }, stack: { type: 'string' }, region: { type: 'string' } } });
  const region = values.region ?? process.env.AWS_REGION ?? process.env.CDK_DEFAULT_REGION;
  if (region) process.env.AWS_REGION = region;
  // The store reads the table's name at import, as a function does.
  process.env.TABLE_NAME = await stackOutput(values.stack ?? stackId, 'TableName', region);
  const { listDeadMail, replayDeadMail } = await import('../../functions/src/store/outbox-repository');

  const dead = await listDeadMail();
  console.log(`${dead.length} dead letter(s) in ${process.env.TABLE_NAME}.`);
  for (const mail of dead) {
    const before034 = mail.templateArgs !== undefined ? ', queued before decision 034' : '';
    console.log(`  ${mail.createdAt}  ${mail.mailId}  ${mail.template}  ${mail.failedAttempts} attempts, last error ${mail.lastError ?? '?'}${before034}`);
  }
  if (values.list) return;
  let replayed = 0;
  for (const mail of dead) if (await replayDeadMail(mail.mailId)) replayed += 1;
  console.log(`Replayed ${replayed}: the mail worker sends them again now.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
