import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../observability/logger';
import { countColdStart } from '../observability/metrics';
import { deliverMail } from '../services/deliver-mail';
import { parseMailImage } from '../store/outbox-repository';

/** Thrown for a mail another worker holds, so the stream brings this record back later. */
class MailBusy extends Error {
  override name = 'MailBusy';
}

const processor = new BatchProcessor(EventType.DynamoDBStreams);

async function deliverRecord(record: DynamoDBRecord): Promise<void> {
  // The stream's filter lets only pending mails through; anything else is left alone.
  const mail = parseMailImage(record.dynamodb?.NewImage);
  if (!mail || mail.status !== 'pending') return;
  const delivery = await deliverMail(mail);
  if (delivery === 'busy') throw new MailBusy();
}

/**
 * The outbox worker (decision 021): in AWS, DynamoDB Streams invokes it with the mails written or
 * put back to pending; locally the stack's poller reads DynamoDB Local's stream and calls it the
 * same way. Records are delivered in parallel, each on its own; one that fails (the table could
 * not be written, another worker holds the mail) is reported back so the stream retries it, and
 * after the last retry it goes to the dead-letter queue.
 */
export async function handler(event: DynamoDBStreamEvent, context: Context) {
  countColdStart();
  logger.addContext(context);
  return processPartialResponse(event, deliverRecord, processor, { context, throwOnFullBatchFailure: false });
}
