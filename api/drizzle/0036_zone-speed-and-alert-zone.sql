ALTER TABLE "geofences" ADD COLUMN "speed_limit_kmh" integer;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_zone_id_geofences_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_zone_id_geofences_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitor_alerts_zone_idx" ON "monitor_alerts" USING btree ("zone_id") WHERE zone_id is not null;--> statement-breakpoint
CREATE INDEX "trip_events_zone_idx" ON "trip_events" USING btree ("zone_id") WHERE zone_id is not null;