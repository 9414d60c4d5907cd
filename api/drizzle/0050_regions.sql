CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"school_ids" uuid[] NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "region_ids" uuid[];--> statement-breakpoint
CREATE INDEX "regions_name_ar_idx" ON "regions" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "regions_name_en_idx" ON "regions" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "regions_created_at_idx" ON "regions" USING btree ("created_at");