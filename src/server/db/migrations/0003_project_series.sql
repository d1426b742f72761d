ALTER TABLE "projects" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "projects_user_series_idx" ON "projects" USING btree ("user_id","series_id");