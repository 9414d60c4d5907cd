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
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"parent_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"month" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_halalas" integer NOT NULL,
	"paid_halalas" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_paid_range" CHECK ("invoices"."paid_halalas" >= 0 and "invoices"."paid_halalas" <= "invoices"."amount_halalas")
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
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_halalas" integer NOT NULL,
	"received_on" date NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_halalas" > 0)
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
CREATE TABLE "settlement_trips" (
	"settlement_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"started_at" timestamp with time zone,
	"late_minutes" integer NOT NULL,
	"rate_halalas" integer NOT NULL,
	"penalty_halalas" integer NOT NULL,
	CONSTRAINT "settlement_trips_settlement_id_trip_id_pk" PRIMARY KEY("settlement_id","trip_id")
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" serial NOT NULL,
	"driver_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"trip_count" integer NOT NULL,
	"late_trip_count" integer NOT NULL,
	"rate_halalas" integer NOT NULL,
	"gross_halalas" integer NOT NULL,
	"late_penalty_halalas" integer NOT NULL,
	"deductions_halalas" integer NOT NULL,
	"deduction_note" text DEFAULT '' NOT NULL,
	"net_halalas" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_reference" text,
	CONSTRAINT "settlements_net_not_negative" CHECK ("settlements"."net_halalas" >= 0)
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
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_scans" ADD CONSTRAINT "rider_scans_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_scans" ADD CONSTRAINT "rider_scans_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_scans" ADD CONSTRAINT "rider_scans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD CONSTRAINT "settlement_trips_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD CONSTRAINT "settlement_trips_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_monitor" ADD CONSTRAINT "trip_monitor_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bus_positions_bus_at_idx" ON "bus_positions" USING btree ("bus_id","at");--> statement-breakpoint
CREATE INDEX "bus_positions_trip_at_idx" ON "bus_positions" USING btree ("trip_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_month_key" ON "invoices" USING btree ("subscription_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_parent_idx" ON "invoices" USING btree ("parent_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month","number");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."paid_halalas" < "invoices"."amount_halalas";--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_alerts_one_open_idx" ON "monitor_alerts" USING btree ("bus_id","type") WHERE status <> 'resolved';--> statement-breakpoint
CREATE INDEX "monitor_alerts_status_idx" ON "monitor_alerts" USING btree ("status","raised_at");--> statement-breakpoint
CREATE INDEX "monitor_alerts_trip_idx" ON "monitor_alerts" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "monitor_feed_trip_idx" ON "monitor_feed" USING btree ("trip_id","id");--> statement-breakpoint
CREATE INDEX "monitor_feed_at_idx" ON "monitor_feed" USING btree ("at");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_parent_idx" ON "payments" USING btree ("parent_id","received_on");--> statement-breakpoint
CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_scans_unique_idx" ON "rider_scans" USING btree ("trip_id","student_id","kind","at");--> statement-breakpoint
CREATE INDEX "rider_scans_trip_at_idx" ON "rider_scans" USING btree ("trip_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_trips_trip_key" ON "settlement_trips" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_number_key" ON "settlements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "settlements_driver_idx" ON "settlements" USING btree ("driver_id","period_start");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status","period_start");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "settlements_paid_at_idx" ON "settlements" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "settlements_created_at_idx" ON "settlements" USING btree ("created_at");