CREATE TABLE "family_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"parent_id" uuid,
	"code_hash" text,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "absence_cutoff_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_absences" ADD COLUMN "part" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_absences" ADD COLUMN "reported_by" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_codes" ADD CONSTRAINT "family_codes_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sessions" ADD CONSTRAINT "family_sessions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_codes_phone_created_idx" ON "family_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "family_codes_ip_created_idx" ON "family_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "family_sessions_parent_idx" ON "family_sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "family_sessions_expires_idx" ON "family_sessions" USING btree ("expires_at");