CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"parent_id" uuid,
	"guardian_id" uuid,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "family_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "family_sessions" ADD COLUMN "guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "family_sessions" ADD COLUMN "method" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_contacts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "student_absences" ADD COLUMN "reporter_name" text;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_guardian_id_parent_contacts_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."parent_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_links_email_created_idx" ON "family_links" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "family_links_ip_created_idx" ON "family_links" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "family_sessions" ADD CONSTRAINT "family_sessions_guardian_id_parent_contacts_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."parent_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A guardian now signs in with their phone, so it must be one guardian's and no parent's: a guardian
-- whose phone is a parent's, or another guardian's listed before, stays on the record as a pickup.
UPDATE "parent_contacts" AS "c" SET "kind" = 'pickup'
WHERE "c"."kind" = 'guardian' AND (
  EXISTS (SELECT 1 FROM "parents" AS "p" WHERE "p"."phone" = "c"."phone")
  OR EXISTS (
    SELECT 1 FROM "parent_contacts" AS "o"
    WHERE "o"."kind" = 'guardian' AND "o"."phone" = "c"."phone"
      AND ("o"."parent_id", "o"."position", "o"."id") < ("c"."parent_id", "c"."position", "c"."id")
  )
);--> statement-breakpoint
CREATE UNIQUE INDEX "parent_contacts_guardian_phone_unique" ON "parent_contacts" USING btree ("phone") WHERE "parent_contacts"."kind" = 'guardian';--> statement-breakpoint
CREATE INDEX "parent_contacts_email_idx" ON "parent_contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "parents_email_idx" ON "parents" USING btree ("email");