CREATE TABLE "disruptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trip_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text,
	"lat" double precision,
	"lng" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"replacement_bus_id" uuid,
	"replacement_driver_id" uuid,
	"students_moved" integer DEFAULT 0 NOT NULL,
	"parents_told" boolean DEFAULT false NOT NULL,
	"minutes_lost" integer DEFAULT 0 NOT NULL,
	"resolution" text,
	"outcome" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trip_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor_name" text,
	"disruption_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekdays" integer[] NOT NULL,
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_stops" (
	"trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"stop_id" uuid NOT NULL,
	"planned_time" text NOT NULL,
	CONSTRAINT "trip_stops_trip_id_position_pk" PRIMARY KEY("trip_id","position")
);
--> statement-breakpoint
CREATE TABLE "trip_students" (
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	CONSTRAINT "trip_students_trip_id_student_id_pk" PRIMARY KEY("trip_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"school_id" uuid NOT NULL,
	"bus_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"attendant_name" text,
	"attendant_phone" text,
	"date" date NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"series_id" uuid,
	"search" text GENERATED ALWAYS AS (rihla_fold(name)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_replacement_bus_id_buses_id_fk" FOREIGN KEY ("replacement_bus_id") REFERENCES "public"."buses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_replacement_driver_id_drivers_id_fk" FOREIGN KEY ("replacement_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_events" ADD CONSTRAINT "trip_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_students" ADD CONSTRAINT "trip_students_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_students" ADD CONSTRAINT "trip_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_students" ADD CONSTRAINT "trip_students_stop_id_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_series_id_trip_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."trip_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disruptions_status_idx" ON "disruptions" USING btree ("status","occurred_at");--> statement-breakpoint
CREATE INDEX "disruptions_trip_idx" ON "disruptions" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "disruptions_occurred_at_idx" ON "disruptions" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "disruptions_reason_idx" ON "disruptions" USING btree ("reason","occurred_at");--> statement-breakpoint
CREATE INDEX "trip_events_trip_idx" ON "trip_events" USING btree ("trip_id","at");--> statement-breakpoint
CREATE INDEX "trip_stops_stop_idx" ON "trip_stops" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "trip_students_student_idx" ON "trip_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "trips_date_status_idx" ON "trips" USING btree ("date","status","departure_time");--> statement-breakpoint
CREATE INDEX "trips_date_departure_idx" ON "trips" USING btree ("date","departure_time");--> statement-breakpoint
CREATE INDEX "trips_bus_date_idx" ON "trips" USING btree ("bus_id","date");--> statement-breakpoint
CREATE INDEX "trips_driver_date_idx" ON "trips" USING btree ("driver_id","date");--> statement-breakpoint
CREATE INDEX "trips_school_date_idx" ON "trips" USING btree ("school_id","date");--> statement-breakpoint
CREATE INDEX "trips_series_idx" ON "trips" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "trips_name_idx" ON "trips" USING btree ("name");--> statement-breakpoint
CREATE INDEX "trips_created_at_idx" ON "trips" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trips_search_trgm_idx" ON "trips" USING gin ("search" gin_trgm_ops);