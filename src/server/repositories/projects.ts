import { and, asc, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects, type Project } from '../db/schema';

export type { Project };
export type NewProject = Omit<typeof projects.$inferInsert, 'id'>;
/** A series' newest version and how many versions the series has. */
export type SeriesEntry = Project & { versions: number };

/** A project's series: the first version's id (seriesId), or its own id when it began one. */
const seriesKey = sql<string>`coalesce(${projects.seriesId}, ${projects.id})`;
const seriesOf = (project: Pick<Project, 'id' | 'seriesId'>) => project.seriesId ?? project.id;

export function createProjectRepository(db: Db) {
  const ofSeries = (userId: string, series: string) => and(eq(projects.userId, userId), sql`${seriesKey} = ${series}`);

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

    /**
     * One page of the user's series (a project and its regenerations are one entry: the newest
     * version), newest first, and how many series they have in all.
     */
    async pageOfSeries(
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: SeriesEntry[]; total: number }> {
      const mine = eq(projects.userId, userId);
      const ranked = db
        .select({
          id: projects.id,
          versions: sql<number>`(count(*) over (partition by ${seriesKey}))::int`.as('versions'),
          rank: sql<number>`row_number() over (partition by ${seriesKey} order by ${projects.createdAt} desc, ${projects.id} desc)`.as(
            'rank',
          ),
        })
        .from(projects)
        .where(mine)
        .as('ranked');
      const [[{ total }], rows] = await Promise.all([
        db
          .select({ total: countDistinct(seriesKey) })
          .from(projects)
          .where(mine),
        db
          .select({ project: projects, versions: ranked.versions })
          .from(projects)
          .innerJoin(ranked, eq(projects.id, ranked.id))
          .where(eq(ranked.rank, 1))
          .orderBy(desc(projects.createdAt), desc(projects.id))
          .limit(page.limit)
          .offset(page.offset),
      ]);
      return { rows: rows.map((r) => ({ ...r.project, versions: Number(r.versions) })), total };
    },

    /** Every version of the project's series, oldest first. */
    async versionsOf(project: Pick<Project, 'id' | 'seriesId' | 'userId'>): Promise<Project[]> {
      return db
        .select()
        .from(projects)
        .where(ofSeries(project.userId, seriesOf(project)))
        .orderBy(asc(projects.createdAt), asc(projects.id));
    },

    /** Names of the user's projects that are `base` or start with it (for numbering a repeated name). */
    async namesStartingWith(userId: string, base: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: projects.name })
        .from(projects)
        .where(and(eq(projects.userId, userId), sql`starts_with(${projects.name}, ${base})`));
      return rows.map((r) => r.name);
    },

    /** Renames the project's whole series (the name belongs to the room, not to one render). */
    async renameSeries(project: Pick<Project, 'id' | 'seriesId' | 'userId'>, name: string): Promise<void> {
      await db
        .update(projects)
        .set({ name })
        .where(ofSeries(project.userId, seriesOf(project)));
    },

    /** Deletes one version; returns what was deleted (its media keys are the caller's to remove). */
    async deleteOwn(userId: string, id: string): Promise<Project[]> {
      return db
        .delete(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .returning();
    },

    /** Deletes every project of the user (account deletion); returns what was deleted, for its image files. */
    async deleteAllOf(userId: string): Promise<Project[]> {
      return db.delete(projects).where(eq(projects.userId, userId)).returning();
    },

    /** Deletes every version of the project's series; returns what was deleted. */
    async deleteSeries(project: Pick<Project, 'id' | 'seriesId' | 'userId'>): Promise<Project[]> {
      return db
        .delete(projects)
        .where(ofSeries(project.userId, seriesOf(project)))
        .returning();
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
