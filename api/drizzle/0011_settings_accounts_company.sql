CREATE TABLE "company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"legal_name_ar" text,
	"legal_name_en" text,
	"cr_number" text,
	"vat_number" text,
	"address" text,
	"phone" text,
	"logo" text,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Riyadh' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "color_scheme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "grades" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "school_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "password_failures" ADD CONSTRAINT "password_failures_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_single_row" ON "company" USING btree ((true));--> statement-breakpoint
CREATE INDEX "password_failures_operator_at_idx" ON "password_failures" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "stops_school_ids_idx" ON "stops" USING gin ("school_ids");