CREATE TABLE "notice_preferences" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"channels" text[] NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"quiet_from" text,
	"quiet_until" text,
	"near_minutes" integer DEFAULT 10 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_templates" (
	"event" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_templates_event_language_pk" PRIMARY KEY("event","language")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"recipient_key" text NOT NULL,
	"parent_id" uuid,
	"trip_id" uuid,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"safety" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_once_idx" ON "notices" USING btree ("event_key","recipient_key","channel");--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("next_attempt_at") WHERE "notices"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_status_idx" ON "notices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notices_parent_idx" ON "notices" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_trip_idx" ON "notices" USING btree ("trip_id","status");