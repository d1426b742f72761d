// The data-access layer: every query of the server is in these repositories, one per aggregate.
import type { Db } from '../db/client';
import { createCatalogRepository, type CatalogRepository } from './catalog';
import { createCodeRepository, type CodeRepository } from './codes';
import { createHealthRepository, type HealthRepository } from './health';
import { createProjectRepository, type ProjectRepository } from './projects';
import { createRoomPhotoRepository, type RoomPhotoRepository } from './roomPhotos';
import { createTasteProfileRepository, type TasteProfileRepository } from './tasteProfiles';
import { createUserRepository, type UserRepository } from './users';

export interface Repositories {
  users: UserRepository;
  codes: CodeRepository;
  catalog: CatalogRepository;
  projects: ProjectRepository;
  health: HealthRepository;
  tasteProfiles: TasteProfileRepository;
  roomPhotos: RoomPhotoRepository;
  /** Runs fn in one transaction: what it does through the repositories it is given commits or rolls back together. */
  transaction<T>(fn: (tx: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Db): Repositories {
  return {
    users: createUserRepository(db),
    codes: createCodeRepository(db),
    catalog: createCatalogRepository(db),
    projects: createProjectRepository(db),
    health: createHealthRepository(db),
    tasteProfiles: createTasteProfileRepository(db),
    roomPhotos: createRoomPhotoRepository(db),
    transaction: (fn) => db.transaction((tx) => fn(createRepositories(tx as unknown as Db))),
  };
}
