CREATE TABLE "scheduled_report_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"slot_at" timestamp with time zone,
	"requested_by" uuid,
	"kind" text NOT NULL,
	"school_id" uuid,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"school_id" uuid,
	"frequency" text NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"time" text NOT NULL,
	"cron" text NOT NULL,
	"time_zone" text NOT NULL,
	"format" text NOT NULL,
	"recipients" text[] NOT NULL,
	"language" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_report_sends" ADD CONSTRAINT "scheduled_report_sends_report_id_scheduled_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."scheduled_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_report_sends" ADD CONSTRAINT "scheduled_report_sends_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_report_sends" ADD CONSTRAINT "scheduled_report_sends_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_report_sends_slot_idx" ON "scheduled_report_sends" USING btree ("report_id","slot_at");--> statement-breakpoint
CREATE INDEX "scheduled_report_sends_created_idx" ON "scheduled_report_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scheduled_reports_due_idx" ON "scheduled_reports" USING btree ("next_run_at");