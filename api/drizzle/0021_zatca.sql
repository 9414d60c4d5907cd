CREATE TABLE "zatca_chain" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_icv" bigint DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	"private_key_encrypted" text,
	"certificate" text,
	CONSTRAINT "zatca_chain_one_row" CHECK ("zatca_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "zatca_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"icv" bigint NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"invoice_hash" text NOT NULL,
	"previous_invoice_hash" text NOT NULL,
	"qr" text NOT NULL,
	"xml" text NOT NULL,
	"status" text DEFAULT 'not_reported' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_icv_key" ON "zatca_documents" USING btree ("icv");--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_invoice_key" ON "zatca_documents" USING btree ("invoice_id") WHERE "zatca_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_payment_key" ON "zatca_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "zatca_documents_invoice_idx" ON "zatca_documents" USING btree ("invoice_id");--> statement-breakpoint
-- The chain starts from ZATCA's initial previous-invoice hash: base64 of the hex SHA-256 of "0" (ADR 0052).
INSERT INTO "zatca_chain" ("id", "last_icv", "last_hash") VALUES (1, 0, 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');--> statement-breakpoint
-- An issued document is immutable: only its reporting status may change, and it is never deleted.
CREATE FUNCTION "zatca_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'zatca_documents: an issued document is never deleted';
  END IF;
  IF (NEW.id, NEW.icv, NEW.kind, NEW.invoice_id, NEW.payment_id, NEW.issued_at, NEW.invoice_hash,
      NEW.previous_invoice_hash, NEW.qr, NEW.xml)
     IS DISTINCT FROM (OLD.id, OLD.icv, OLD.kind, OLD.invoice_id, OLD.payment_id, OLD.issued_at, OLD.invoice_hash,
      OLD.previous_invoice_hash, OLD.qr, OLD.xml) THEN
    RAISE EXCEPTION 'zatca_documents: an issued document is immutable';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "zatca_documents_immutable" BEFORE UPDATE OR DELETE ON "zatca_documents"
  FOR EACH ROW EXECUTE FUNCTION "zatca_documents_immutable"();
