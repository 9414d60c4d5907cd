CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_halalas" integer NOT NULL,
	"period" text NOT NULL,
	"trip_type" text NOT NULL,
	"sibling_discount_percent" integer DEFAULT 0 NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search" text GENERATED ALWAYS AS (rihla_fold(name_ar || ' ' || name_en)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"parent_name" text NOT NULL,
	"parent_phone" text NOT NULL,
	"parent_email" text,
	"student_name_ar" text NOT NULL,
	"student_name_en" text,
	"grade" integer NOT NULL,
	"school_id" uuid NOT NULL,
	"home_lat" double precision NOT NULL,
	"home_lng" double precision NOT NULL,
	"package_id" uuid NOT NULL,
	"notes" text,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"search" text GENERATED ALWAYS AS (rihla_fold(reference || ' ' || parent_name || ' ' || parent_phone || ' ' || student_name_ar || ' ' || coalesce(student_name_en, ''))) STORED NOT NULL,
	CONSTRAINT "registration_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_name_ar_idx" ON "packages" USING btree ("name_ar");--> statement-breakpoint
CREATE INDEX "packages_name_en_idx" ON "packages" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "packages_price_idx" ON "packages" USING btree ("price_halalas");--> statement-breakpoint
CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "public_hits_bucket_ip_at_idx" ON "public_hits" USING btree ("bucket","ip","at");--> statement-breakpoint
CREATE INDEX "registration_requests_status_idx" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_school_idx" ON "registration_requests" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_created_at_idx" ON "registration_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_search_trgm_idx" ON "registration_requests" USING gin ("search" gin_trgm_ops);