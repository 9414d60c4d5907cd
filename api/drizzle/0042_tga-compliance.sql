ALTER TABLE "buses" ADD COLUMN "operating_card_number" text;--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "operating_card_expiry" date;--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "tracker_fitted" boolean;--> statement-breakpoint
ALTER TABLE "buses" ADD COLUMN "cameras_fitted" boolean;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "first_aid_expiry" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "proficiency_expiry" date;--> statement-breakpoint
CREATE INDEX "buses_operating_card_expiry_idx" ON "buses" USING btree ("operating_card_expiry");--> statement-breakpoint
CREATE INDEX "drivers_first_aid_expiry_idx" ON "drivers" USING btree ("first_aid_expiry");--> statement-breakpoint
CREATE INDEX "drivers_proficiency_expiry_idx" ON "drivers" USING btree ("proficiency_expiry");