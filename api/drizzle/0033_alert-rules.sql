CREATE TABLE "alert_rules" (
	"type" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"severity" text NOT NULL,
	"threshold" double precision,
	"weekdays" integer[] NOT NULL,
	"active_from" text,
	"active_until" text,
	"notify" jsonb NOT NULL,
	"escalation" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "severity" text DEFAULT 'warning' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "rule_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "rule_threshold" double precision;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "audience" jsonb;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "escalate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_assigned_to_operators_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitor_alerts_escalate_idx" ON "monitor_alerts" USING btree ("escalate_at") WHERE status = 'open' and escalated_at is null and escalate_at is not null;