CREATE TABLE "gateway_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"gateway_id" text NOT NULL,
	"url" text NOT NULL,
	"amount_halalas" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_checkouts_amount_positive" CHECK ("gateway_checkouts"."amount_halalas" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_checkouts" ADD CONSTRAINT "gateway_checkouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_checkouts_gateway_key" ON "gateway_checkouts" USING btree ("provider","gateway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_checkouts_payment_key" ON "gateway_checkouts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "gateway_checkouts_parent_idx" ON "gateway_checkouts" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_key" ON "payments" USING btree ("gateway_reference") WHERE "payments"."kind" = 'payment';