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
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_halalas" integer NOT NULL,
	"period" text NOT NULL,
	"trip_type" text NOT NULL,
	"sibling_discount_percent" integer DEFAULT 0 NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"phone" text NOT NULL,
	"national_id" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"national_id" text,
	"address" text,
	"balance_halalas" integer DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(name || ' ' || phone || ' ' || coalesce(email, '') || ' ' || coalesce(national_id, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"parent_name" text NOT NULL,
	"parent_phone" text NOT NULL,
	"parent_email" text,
	"student_name_ar" text NOT NULL,
	"student_name_en" text,
	"grade" integer NOT NULL,
	"school_id" uuid NOT NULL,
	"home_lat" double precision NOT NULL,
	"home_lng" double precision NOT NULL,
	"package_id" uuid NOT NULL,
	"notes" text,
	"rejection_reason" text,
	"parent_id" uuid,
	"student_id" uuid,
	"waitlisted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (rihla_fold(reference || ' ' || parent_name || ' ' || parent_phone || ' ' || student_name_ar || ' ' || coalesce(student_name_en, ''))) STORED NOT NULL,
	CONSTRAINT "registration_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "seat_capacities" (
	"school_id" uuid PRIMARY KEY NOT NULL,
	"seats" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_halalas" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
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
ALTER TABLE "students" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_replacement_bus_id_buses_id_fk" FOREIGN KEY ("replacement_bus_id") REFERENCES "public"."buses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruptions" ADD CONSTRAINT "disruptions_replacement_driver_id_drivers_id_fk" FOREIGN KEY ("replacement_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_contacts" ADD CONSTRAINT "parent_contacts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_capacities" ADD CONSTRAINT "seat_capacities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "packages_name_ar_idx" ON "packages" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "packages_name_en_idx" ON "packages" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "packages_price_idx" ON "packages" USING btree ("price_halalas");--> statement-breakpoint
CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parent_contacts_parent_idx" ON "parent_contacts" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_phone_unique" ON "parents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_national_id_unique" ON "parents" USING btree ("national_id");--> statement-breakpoint
CREATE INDEX "parents_name_idx" ON "parents" USING btree ("name");--> statement-breakpoint
CREATE INDEX "parents_balance_idx" ON "parents" USING btree ("balance_halalas");--> statement-breakpoint
CREATE INDEX "parents_created_at_idx" ON "parents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parents_search_trgm_idx" ON "parents" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "public_hits_bucket_ip_at_idx" ON "public_hits" USING btree ("bucket","ip","at");--> statement-breakpoint
CREATE INDEX "registration_requests_status_idx" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_school_idx" ON "registration_requests" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_created_at_idx" ON "registration_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_waitlist_idx" ON "registration_requests" USING btree ("school_id","status","waitlisted_at");--> statement-breakpoint
CREATE INDEX "registration_requests_search_trgm_idx" ON "registration_requests" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seats_subscription_unique" ON "seats" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "seats_school_idx" ON "seats" USING btree ("school_id","released_at");--> statement-breakpoint
CREATE INDEX "subscriptions_student_idx" ON "subscriptions" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_parent_idx" ON "subscriptions" USING btree ("parent_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_package_idx" ON "subscriptions" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
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
CREATE INDEX "trips_search_trgm_idx" ON "trips" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_parent_idx" ON "students" USING btree ("parent_id");