CREATE TABLE "bus_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bus_id" uuid NOT NULL,
	"trip_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed_kmh" double precision,
	"heading" double precision,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"bus_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "device_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "monitor_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bus_id" uuid NOT NULL,
	"trip_id" uuid,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"value" double precision,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "monitor_feed" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitor_feed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trip_id" uuid,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"bus_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"flag" text
);
--> statement-breakpoint
CREATE TABLE "trip_monitor" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_speed_kmh" double precision,
	"at_stop" integer,
	"arrived_at" timestamp with time zone,
	"next_stop" integer DEFAULT 0 NOT NULL,
	"idle_since" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"eta_seconds" integer
);
--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "stop_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "value" double precision;--> statement-breakpoint
ALTER TABLE "trip_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "bus_positions" ADD CONSTRAINT "bus_positions_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_positions" ADD CONSTRAINT "bus_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_scans" ADD CONSTRAINT "rider_scans_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_scans" ADD CONSTRAINT "rider_scans_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_scans" ADD CONSTRAINT "rider_scans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_monitor" ADD CONSTRAINT "trip_monitor_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_positions_bus_at_idx" ON "bus_positions" USING btree ("bus_id","at");--> statement-breakpoint
CREATE INDEX "bus_positions_trip_at_idx" ON "bus_positions" USING btree ("trip_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_alerts_one_open_idx" ON "monitor_alerts" USING btree ("bus_id","type") WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX "monitor_alerts_status_idx" ON "monitor_alerts" USING btree ("status","raised_at");--> statement-breakpoint
CREATE INDEX "monitor_alerts_trip_idx" ON "monitor_alerts" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "monitor_feed_trip_idx" ON "monitor_feed" USING btree ("trip_id","id");--> statement-breakpoint
CREATE INDEX "monitor_feed_at_idx" ON "monitor_feed" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_scans_unique_idx" ON "rider_scans" USING btree ("trip_id","student_id","kind","at");--> statement-breakpoint
CREATE INDEX "rider_scans_trip_at_idx" ON "rider_scans" USING btree ("trip_id","at");