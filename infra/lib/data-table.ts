import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TableVariables } from '@sunward/functions/settings/table';
import { tableLayout } from '@sunward/shared/table';

/** Item-level reads: single items, batches, queries on the table and its indexes. */
const readActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
] as const;

/** Item-level writes; a TransactWriteItems call is authorised through these per item. */
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

const indexes = Object.values(tableLayout.indexes);

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

  /** Read items from the table and query its indexes; nothing else. */
  grantRead(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: [...readActions],
      resourceArns: [this.table.tableArn, ...this.indexArns()],
    });
  }

  /** Write items (put, update, delete) without reading them back. */
  grantWrite(grantee: iam.IGrantable): iam.Grant {
    return iam.Grant.addToPrincipal({
      grantee,
      actions: [...writeActions],
      resourceArns: [this.table.tableArn],
    });
  }

  grantReadWrite(grantee: iam.IGrantable): iam.Grant {
    return this.grantRead(grantee).combine(this.grantWrite(grantee));
  }

  /**
   * Each index by name rather than `table/index/*`: a grant names exactly the indexes that
   * `tableLayout` declares.
   */
  private indexArns(): string[] {
    return indexes.map((index) => `${this.table.tableArn}/index/${index.name}`);
  }
}
