CREATE TABLE "bus_daily_distances" (
	"bus_id" uuid NOT NULL,
	"day" date NOT NULL,
	"meters" integer NOT NULL,
	"fixes" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_daily_distances_bus_id_day_pk" PRIMARY KEY("bus_id","day")
);
--> statement-breakpoint
CREATE TABLE "bus_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bus_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"work" text NOT NULL,
	"cost_halalas" integer NOT NULL,
	"garage" text,
	"odometer_km" integer NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(work || ' ' || coalesce(garage, ''))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "odometer_read_on" date;--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "service_interval_km" integer;--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "service_interval_months" integer;--> statement-breakpoint
ALTER TABLE "bus_daily_distances" ADD CONSTRAINT "bus_daily_distances_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_maintenance" ADD CONSTRAINT "bus_maintenance_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_daily_distances_day_idx" ON "bus_daily_distances" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bus_maintenance_bus_date_idx" ON "bus_maintenance" USING btree ("bus_id","service_date","created_at");--> statement-breakpoint
CREATE INDEX "bus_maintenance_service_date_idx" ON "bus_maintenance" USING btree ("service_date");--> statement-breakpoint
CREATE INDEX "bus_maintenance_cost_idx" ON "bus_maintenance" USING btree ("cost_halalas");--> statement-breakpoint
CREATE INDEX "bus_maintenance_created_at_idx" ON "bus_maintenance" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bus_maintenance_search_trgm_idx" ON "bus_maintenance" USING gin ("search" gin_trgm_ops);