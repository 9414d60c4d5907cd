ALTER TABLE "student_import_rows" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "gender" text;--> statement-breakpoint
-- Students already enrolled take their single-sex school's gender; at a mixed school it stays unknown.
UPDATE "students" SET "gender" = CASE "schools"."gender" WHEN 'boys' THEN 'boy' WHEN 'girls' THEN 'girl' END
FROM "schools" WHERE "schools"."id" = "students"."school_id";
