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
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD CONSTRAINT "settlement_trips_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_trips" ADD CONSTRAINT "settlement_trips_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subscription_month_key" ON "invoices" USING btree ("subscription_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_parent_idx" ON "invoices" USING btree ("parent_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("month","number");--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."paid_halalas" < "invoices"."amount_halalas";--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_parent_idx" ON "payments" USING btree ("parent_id","received_on");--> statement-breakpoint
CREATE INDEX "payments_received_on_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_trips_trip_key" ON "settlement_trips" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_number_key" ON "settlements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "settlements_driver_idx" ON "settlements" USING btree ("driver_id","period_start");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status","period_start");--> statement-breakpoint
CREATE INDEX "settlements_period_idx" ON "settlements" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "settlements_paid_at_idx" ON "settlements" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "settlements_created_at_idx" ON "settlements" USING btree ("created_at");