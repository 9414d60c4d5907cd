ALTER TABLE "student_import_rows" ADD COLUMN "parent_email" text;--> statement-breakpoint
ALTER TABLE "student_import_rows" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "student_import_rows" ADD COLUMN "stop_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "instalments" integer;