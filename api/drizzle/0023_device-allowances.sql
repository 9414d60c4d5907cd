CREATE TABLE "device_allowances" (
	"bus_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "device_allowances_bus_id_kind_pk" PRIMARY KEY("bus_id","kind")
);
--> statement-breakpoint
ALTER TABLE "device_allowances" ADD CONSTRAINT "device_allowances_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE cascade ON UPDATE no action;