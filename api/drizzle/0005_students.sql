CREATE TABLE "student_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"school_id" uuid NOT NULL,
	"grade" integer NOT NULL,
	"home_stop_id" uuid,
	"home_lat" double precision,
	"home_lng" double precision,
	"special_needs" text,
	"status" text DEFAULT 'active' NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_absences" ADD CONSTRAINT "student_absences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_home_stop_id_stops_id_fk" FOREIGN KEY ("home_stop_id") REFERENCES "public"."stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_absences_student_idx" ON "student_absences" USING btree ("student_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "students_name_ar_idx" ON "students" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "students_name_en_idx" ON "students" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "students_school_idx" ON "students" USING btree ("school_id","name_ar");--> statement-breakpoint
CREATE INDEX "students_home_stop_idx" ON "students" USING btree ("home_stop_id");--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status","name_ar");--> statement-breakpoint
CREATE INDEX "students_grade_idx" ON "students" USING btree ("grade","name_ar");--> statement-breakpoint
CREATE INDEX "students_created_at_idx" ON "students" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search" gin_trgm_ops);