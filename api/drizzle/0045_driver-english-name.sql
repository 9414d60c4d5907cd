ALTER TABLE "drivers" ADD COLUMN "full_name_en" text;--> statement-breakpoint
ALTER TABLE "drivers" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "search" text GENERATED ALWAYS AS (rihla_fold(full_name || ' ' || coalesce(full_name_en, '') || ' ' || phone || ' 0' || substr(phone, 5) || ' ' || national_id || ' ' || coalesce(license_number, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "drivers_search_trgm_idx" ON "drivers" USING gin ("search" gin_trgm_ops);
