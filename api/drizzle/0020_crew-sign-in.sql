CREATE TABLE "crew_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"driver_id" uuid,
	"code_hash" text,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crew_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"driver_id" uuid NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crew_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "crew_codes" ADD CONSTRAINT "crew_codes_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_sessions" ADD CONSTRAINT "crew_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_codes_phone_created_idx" ON "crew_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "crew_codes_ip_created_idx" ON "crew_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "crew_sessions_driver_idx" ON "crew_sessions" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "crew_sessions_expires_idx" ON "crew_sessions" USING btree ("expires_at");