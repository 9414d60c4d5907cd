DROP INDEX "students_name_ar_idx";--> statement-breakpoint
DROP INDEX "students_school_idx";--> statement-breakpoint
DROP INDEX "students_status_idx";--> statement-breakpoint
DROP INDEX "students_grade_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "name_ar_sort" text GENERATED ALWAYS AS (rihla_fold(name_ar)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_name_ar_sort_idx" ON "students" USING btree ("name_ar_sort","id");--> statement-breakpoint
CREATE INDEX "students_school_idx" ON "students" USING btree ("school_id","name_ar_sort");--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status","name_ar_sort");--> statement-breakpoint
CREATE INDEX "students_grade_idx" ON "students" USING btree ("grade","name_ar_sort");