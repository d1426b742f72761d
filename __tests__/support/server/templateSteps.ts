// Registers what every test database holds beyond the migrations (imported by globalSetup).
import { seedCatalog } from '../../../src/server/catalog/seedInsert';
import { createCatalogRepository } from '../../../src/server/repositories/catalog';
import { templateSteps } from './templates';

templateSteps.push(async (database) => {
  await seedCatalog(createCatalogRepository(database.db));
});
