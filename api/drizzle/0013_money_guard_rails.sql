ALTER TABLE "invoices" ADD COLUMN "instalment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "instalments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A package already priced at zero was meant to be free: say so, since a zero price now needs the flag.
UPDATE "packages" SET "free" = true WHERE "price_halalas" = 0;
