import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { ItemType } from '@sunward/functions/store/item-access';
import type { TableVariables } from '@sunward/functions/settings/table';
import { tableLayout } from '@sunward/shared/table';

/**
 * The item reads the store makes (GetCommand, BatchGetCommand, QueryCommand). Scan is left out on
 * purpose: every read goes by key or index, so a scan could only be a mistake or an intruder.
 */
export const itemReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * The item writes the store makes. A TransactWriteItems call is authorised per item through these
 * (IAM has no action of its own for it); the store sends no BatchWriteItem nor ConditionCheck.
 */
export const itemWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'] as const;

export type ItemWriteAction = (typeof itemWriteActions)[number];

const indexes = Object.values(tableLayout.indexes);

/** Every key of the request must begin with one of the kinds (`BOOKING#…`). */
function leadingKeysOf(itemTypes: readonly ItemType[]) {
  return { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': itemTypes.map((itemType) => `${itemType}#*`) } };
}

/**
 * The one table (single-table layout), built entirely from `tableLayout` so that AWS and the
 * local stack create the same keys, indexes and TTL attribute.
 */
export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: tableLayout.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: tableLayout.sortKey, type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: tableLayout.ttlAttribute,
      stream: dynamodb.StreamViewType[tableLayout.streamView],
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }

  get tableName(): string {
    return this.table.tableName;
  }

  /** The variables the store reads (`functions/src/settings/table.ts`). */
  get environment(): TableVariables {
    return { TABLE_NAME: this.table.tableName };
  }

  /**
   * Read items of the given kinds by key and query their partitions (never scan), and query the
   * indexes. The kinds become a `dynamodb:LeadingKeys` condition on the table: a partition key
   * must begin with one of them (`functions/src/store/item-access.ts`). The indexes are keyed by
   * kind or address, not by `KIND#…`, so their Query carries no such condition.
   */
  grantItemRead(grantee: iam.IGrantable, itemTypes: readonly ItemType[]): void {
    if (itemTypes.length > 0) {
      iam.Grant.addToPrincipal({
        grantee,
        actions: [...itemReadActions],
        resourceArns: [this.table.tableArn],
        conditions: leadingKeysOf(itemTypes),
      });
    }
    iam.Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: this.indexArns() });
  }

  /**
   * Write items of the given kinds, directly or inside transactions. `actions` narrows it for a
   * function that only ever makes some kinds of write.
   */
  grantItemWrite(grantee: iam.IGrantable, itemTypes: readonly ItemType[], actions: readonly ItemWriteAction[] = itemWriteActions): void {
    if (itemTypes.length === 0) return;
    iam.Grant.addToPrincipal({
      grantee,
      actions: [...actions],
      resourceArns: [this.table.tableArn],
      conditions: leadingKeysOf(itemTypes),
    });
  }

  /**
   * Each index by name rather than `table/index/*`: a grant names exactly the indexes that
   * `tableLayout` declares.
   */
  private indexArns(): string[] {
    return indexes.map((index) => `${this.table.tableArn}/index/${index.name}`);
  }
}
