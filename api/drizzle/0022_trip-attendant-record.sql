ALTER TABLE "trips" ADD COLUMN "attendant_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_attendant_id_drivers_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_attendant_date_idx" ON "trips" USING btree ("attendant_id","date");--> statement-breakpoint
-- The attendants trips named as free text, linked to the attendant record of that name (the oldest, when two share it).
UPDATE "trips" SET "attendant_id" = (
  SELECT "d"."id" FROM "drivers" "d"
  WHERE "d"."role" = 'attendant' AND "d"."full_name" = btrim("trips"."attendant_name")
  ORDER BY "d"."created_at", "d"."id" LIMIT 1
) WHERE "attendant_name" IS NOT NULL;
