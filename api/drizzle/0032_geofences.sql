CREATE TABLE "bus_zone_state" (
	"bus_id" uuid PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone,
	"inside" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"shape" jsonb NOT NULL,
	"school_id" uuid,
	"dwell_limit_minutes" integer,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bus_zone_state" ADD CONSTRAINT "bus_zone_state_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geofences_name_ar_idx" ON "geofences" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "geofences_kind_idx" ON "geofences" USING btree ("kind","name_ar");--> statement-breakpoint
CREATE INDEX "geofences_created_at_idx" ON "geofences" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "geofences_school_zone_idx" ON "geofences" USING btree ("school_id") WHERE kind = 'school';--> statement-breakpoint
CREATE INDEX "geofences_search_trgm_idx" ON "geofences" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- Every school has its default zone (ADR 0062): a 150 m circle around it.
INSERT INTO "geofences" ("name_ar", "name_en", "kind", "shape", "school_id")
SELECT s."name_ar", s."name_en", 'school',
  jsonb_build_object('type', 'circle', 'center', jsonb_build_object('lat', s."lat", 'lng', s."lng"), 'radiusM', 150),
  s."id"
FROM "schools" s;
