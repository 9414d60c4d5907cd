ALTER TABLE "trip_events" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "lng" double precision;