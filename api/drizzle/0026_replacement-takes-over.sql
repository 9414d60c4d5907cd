CREATE TABLE "trip_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"disruption_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"from_bus_id" uuid NOT NULL,
	"to_bus_id" uuid NOT NULL,
	"from_driver_id" uuid NOT NULL,
	"to_driver_id" uuid NOT NULL
);
--> statement-breakpoint
DROP INDEX "settlement_trips_trip_key";--> statement-breakpoint
ALTER TABLE "disruptions" ADD COLUMN "bus_id" uuid;--> statement-breakpoint
ALTER TABLE "disruptions" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
-- Until now a replacement never took a trip over: the trip's bus and driver are the ones that were disrupted.
UPDATE "disruptions" d SET "bus_id" = t."bus_id", "driver_id" = t."driver_id" FROM "trips" t WHERE t."id" = d."trip_id";--> statement-breakpoint
ALTER TABLE "disruptions" ALTER COLUMN "bus_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "disruptions" ALTER COLUMN "driver_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD COLUMN "driver_id" uuid;--> statement-breakpoint
UPDATE "settlement_trips" st SET "driver_id" = s."driver_id" FROM "settlements" s WHERE s."id" = st."settlement_id";--> statement-breakpoint
ALTER TABLE "settlement_trips" ALTER COLUMN "driver_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD COLUMN "share_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_from_bus_id_buses_id_fk" FOREIGN KEY ("from_bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_to_bus_id_buses_id_fk" FOREIGN KEY ("to_bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_from_driver_id_drivers_id_fk" FOREIGN KEY ("from_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_handovers" ADD CONSTRAINT "trip_handovers_to_driver_id_drivers_id_fk" FOREIGN KEY ("to_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_handovers_trip_idx" ON "trip_handovers" USING btree ("trip_id","at");--> statement-breakpoint
CREATE INDEX "trip_handovers_from_driver_idx" ON "trip_handovers" USING btree ("from_driver_id");--> statement-breakpoint
CREATE INDEX "trip_handovers_to_driver_idx" ON "trip_handovers" USING btree ("to_driver_id");--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD CONSTRAINT "settlement_trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_trips_trip_driver_key" ON "settlement_trips" USING btree ("trip_id","driver_id");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_reason" text;