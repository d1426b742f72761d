import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, type Project } from '../db/schema';

export type { Project };
export type NewProject = Omit<typeof projects.$inferInsert, 'id'>;

export function createProjectRepository(db: Db) {
  return {
    /** The user's project with this id; undefined for anyone else's. */
    async findOwn(userId: string, id: string): Promise<Project | undefined> {
      const [project] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .limit(1);
      return project;
    },

    /** The project saved for a generation request, if any. */
    async findByRequest(userId: string, requestId: string): Promise<Project | undefined> {
      const [project] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.userId, userId), eq(projects.requestId, requestId)))
        .limit(1);
      return project;
    },

    /** One page of the user's projects, newest first, and how many they have in all. */
    async pageForUser(
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: Project[]; total: number }> {
      const mine = eq(projects.userId, userId);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(projects).where(mine),
        db
          .select()
          .from(projects)
          .where(mine)
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(page.limit)
          .offset(page.offset),
      ]);
      return { rows, total };
    },

    /** Saves the project unless its request already has one; undefined then. */
    async insertOnce(values: NewProject): Promise<Project | undefined> {
      const [inserted] = await db
        .insert(projects)
        .values(values)
        .onConflictDoNothing({ target: [projects.userId, projects.requestId] })
        .returning();
      return inserted;
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
