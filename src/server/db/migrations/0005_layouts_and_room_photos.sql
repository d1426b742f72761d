CREATE TABLE "room_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"media_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "room_photo" jsonb;--> statement-breakpoint
ALTER TABLE "room_photos" ADD CONSTRAINT "room_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_photos_user_created_idx" ON "room_photos" USING btree ("user_id","created_at");