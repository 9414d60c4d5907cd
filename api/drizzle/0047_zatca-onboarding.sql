CREATE TABLE "zatca_reports" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "zatca_chain" ADD COLUMN "environment" text;--> statement-breakpoint
ALTER TABLE "zatca_chain" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zatca_chain" ADD COLUMN "csid_token" text;--> statement-breakpoint
ALTER TABLE "zatca_chain" ADD COLUMN "csid_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "zatca_chain" ADD COLUMN "csid_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zatca_chain" ADD COLUMN "csid_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zatca_reports" ADD CONSTRAINT "zatca_reports_document_id_zatca_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."zatca_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zatca_reports_due_idx" ON "zatca_reports" USING btree ("next_attempt_at") WHERE "zatca_reports"."state" <> 'done';