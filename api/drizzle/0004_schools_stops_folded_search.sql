CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"gender" text NOT NULL,
	"address" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en || ' ' || coalesce(address, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"district" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"notes" text,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en || ' ' || coalesce(district, ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buses" drop column "search";--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "search" text GENERATED ALWAYS AS (rihla_fold(plate_number || ' ' || model || ' ' || coalesce(gps_device_id, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" drop column "search";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "search" text GENERATED ALWAYS AS (rihla_fold(full_name || ' ' || phone || ' 0' || substr(phone, 5) || ' ' || national_id || ' ' || coalesce(license_number, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "schools_name_ar_idx" ON "schools" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "schools_name_en_idx" ON "schools" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "schools_gender_idx" ON "schools" USING btree ("gender","name_ar");--> statement-breakpoint
CREATE INDEX "schools_start_time_idx" ON "schools" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "schools_created_at_idx" ON "schools" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "schools_search_trgm_idx" ON "schools" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stops_name_ar_idx" ON "stops" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "stops_name_en_idx" ON "stops" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "stops_district_idx" ON "stops" USING btree ("district","name_ar");--> statement-breakpoint
CREATE INDEX "stops_created_at_idx" ON "stops" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stops_search_trgm_idx" ON "stops" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- Dropping the old search columns dropped their trigram indexes: build them again on the folded text.
CREATE INDEX "buses_search_trgm_idx" ON "buses" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_search_trgm_idx" ON "drivers" USING gin ("search" gin_trgm_ops);
