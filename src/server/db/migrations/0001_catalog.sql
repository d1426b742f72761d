CREATE TABLE "furniture" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"details" text NOT NULL,
	"category" text NOT NULL,
	"style" text NOT NULL,
	"color" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"width_cm" integer NOT NULL,
	"depth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"art_variant" integer DEFAULT 0 NOT NULL,
	"content_hash" text,
	"image_sources" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "furniture_source_key_key" ON "furniture" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "furniture_category_id_idx" ON "furniture" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "furniture_category_style_color_id_idx" ON "furniture" USING btree ("category","style","color","id");--> statement-breakpoint
CREATE INDEX "furniture_category_color_id_idx" ON "furniture" USING btree ("category","color","id");