CREATE TABLE "student_import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"request_id" text NOT NULL,
	"student_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"school_id" uuid NOT NULL,
	"grade" integer NOT NULL,
	"home_lat" double precision,
	"home_lng" double precision,
	"special_needs" text,
	"parent_name" text,
	"parent_phone" text,
	"card_number" text,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE INDEX "student_import_rows_staged_idx" ON "student_import_rows" USING btree ("staged_at");