import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { itemTypes, tableLayout } from '@sunward/shared/table';
import { beforeAll } from 'vitest';
import { documentClient, tableName } from '../../src/store/dynamo-client';
import { queryByType } from '../../src/store/query-all';

/**
 * Deletes every timed work item in the table. The handler files share one table and run one at a
 * time, and a run of the minute job at a test's date does all work due by then: what another file
 * left due (a reminder, a charge) would otherwise be done inside this file's runs and counted by
 * its assertions.
 */
export async function clearTimedWork(): Promise<void> {
  const items = await queryByType(itemTypes.timedWork);
  for (const item of items) {
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName,
        Key: { [tableLayout.partitionKey]: item[tableLayout.partitionKey], [tableLayout.sortKey]: item[tableLayout.sortKey] },
      }),
    );
  }
}

/** A file whose tests run the minute job starts with no timed work but its own (see `clearTimedWork`). */
export function useOwnTimedWork(): void {
  beforeAll(clearTimedWork, 60_000);
}
