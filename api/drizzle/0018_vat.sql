ALTER TABLE "company" ADD COLUMN "vat_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "building_number" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_category" text DEFAULT 'not_subject' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_exemption_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "vat_category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "vat_exemption_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_halalas" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vat_range" CHECK ("invoices"."vat_halalas" >= 0 and "invoices"."vat_halalas" <= "invoices"."amount_halalas");