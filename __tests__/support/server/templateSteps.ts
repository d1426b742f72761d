// Registers what every test database holds beyond the migrations (imported by globalSetup).
import { seedCatalog } from '../../../src/server/catalog/seedInsert';
import { templateSteps } from './templates';

templateSteps.push(async (database) => {
  await seedCatalog(database.db);
});
