CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "buses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plate_number" text NOT NULL,
	"capacity" integer NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"insurance_expiry" date NOT NULL,
	"inspection_expiry" date NOT NULL,
	"gps_device_id" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"national_id" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"license_number" text,
	"license_expiry" date,
	"medical_expiry" date,
	"background_check_expiry" date,
	"status" text NOT NULL,
	"assigned_bus_id" uuid,
	"trip_rate" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"operator_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_operator_id_key_pk" PRIMARY KEY("operator_id","key")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_assigned_bus_id_buses_id_fk" FOREIGN KEY ("assigned_bus_id") REFERENCES "public"."buses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "buses_plate_number_key" ON "buses" USING btree (lower("plate_number"));--> statement-breakpoint
CREATE INDEX "buses_plate_number_idx" ON "buses" USING btree ("plate_number");--> statement-breakpoint
CREATE INDEX "buses_capacity_idx" ON "buses" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "buses_model_idx" ON "buses" USING btree ("model");--> statement-breakpoint
CREATE INDEX "buses_year_idx" ON "buses" USING btree ("year");--> statement-breakpoint
CREATE INDEX "buses_status_idx" ON "buses" USING btree ("status","plate_number");--> statement-breakpoint
CREATE INDEX "buses_insurance_expiry_idx" ON "buses" USING btree ("insurance_expiry");--> statement-breakpoint
CREATE INDEX "buses_inspection_expiry_idx" ON "buses" USING btree ("inspection_expiry");--> statement-breakpoint
CREATE INDEX "buses_created_at_idx" ON "buses" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_national_id_key" ON "drivers" USING btree ("national_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_bus_role_key" ON "drivers" USING btree ("assigned_bus_id","role") WHERE "drivers"."assigned_bus_id" is not null;--> statement-breakpoint
CREATE INDEX "drivers_full_name_idx" ON "drivers" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "drivers_role_idx" ON "drivers" USING btree ("role","full_name");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","full_name");--> statement-breakpoint
CREATE INDEX "drivers_license_expiry_idx" ON "drivers" USING btree ("license_expiry");--> statement-breakpoint
CREATE INDEX "drivers_medical_expiry_idx" ON "drivers" USING btree ("medical_expiry");--> statement-breakpoint
CREATE INDEX "drivers_background_check_expiry_idx" ON "drivers" USING btree ("background_check_expiry");--> statement-breakpoint
CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_email_ip_at_idx" ON "login_failures" USING btree ("email","ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_key" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "operators_name_idx" ON "operators" USING btree ("name");--> statement-breakpoint
CREATE INDEX "operators_role_idx" ON "operators" USING btree ("role");--> statement-breakpoint
CREATE INDEX "operators_created_at_idx" ON "operators" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_operator_idx" ON "sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");