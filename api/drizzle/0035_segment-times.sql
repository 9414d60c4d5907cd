CREATE TABLE "segment_routes" (
	"from_stop_id" uuid NOT NULL,
	"to_stop_id" uuid NOT NULL,
	"seconds" double precision NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_routes_from_stop_id_to_stop_id_pk" PRIMARY KEY("from_stop_id","to_stop_id")
);
--> statement-breakpoint
CREATE TABLE "segment_times" (
	"from_stop_id" uuid NOT NULL,
	"to_stop_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"samples" integer NOT NULL,
	"drive_seconds" double precision NOT NULL,
	"wait_seconds" double precision NOT NULL,
	CONSTRAINT "segment_times_from_stop_id_to_stop_id_weekday_hour_pk" PRIMARY KEY("from_stop_id","to_stop_id","weekday","hour")
);
--> statement-breakpoint
ALTER TABLE "segment_routes" ADD CONSTRAINT "segment_routes_from_stop_id_stops_id_fk" FOREIGN KEY ("from_stop_id") REFERENCES "public"."stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_routes" ADD CONSTRAINT "segment_routes_to_stop_id_stops_id_fk" FOREIGN KEY ("to_stop_id") REFERENCES "public"."stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_times" ADD CONSTRAINT "segment_times_from_stop_id_stops_id_fk" FOREIGN KEY ("from_stop_id") REFERENCES "public"."stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_times" ADD CONSTRAINT "segment_times_to_stop_id_stops_id_fk" FOREIGN KEY ("to_stop_id") REFERENCES "public"."stops"("id") ON DELETE cascade ON UPDATE no action;