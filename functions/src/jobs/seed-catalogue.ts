import { catalogue } from '@sunward/shared/catalogue/packages';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { logger } from '../observability/logger';
import { upsertCatalogueEntry } from '../store/package-repository';

/**
 * Writes the shared catalogue into the table; safe to repeat. Trip text and default prices follow
 * the catalogue; a departure is written only when new, so seats taken and the operator's changes
 * to it are kept (decision 016).
 */
export async function seedCatalogue(): Promise<number> {
  await Promise.all(catalogue.map((entry, index) => upsertCatalogueEntry(entry, index)));
  return catalogue.length;
}

/** CloudFormation custom resource: seeds on create and update; a delete keeps the data. */
export async function handler(event: CloudFormationCustomResourceEvent) {
  if (event.RequestType !== 'Delete') {
    const count = await seedCatalogue();
    logger.info('catalogue seeded', { packages: count });
  }
  return { PhysicalResourceId: 'trip-catalogue' };
}
