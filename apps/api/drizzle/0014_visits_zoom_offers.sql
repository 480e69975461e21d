CREATE TABLE "slot_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"watch_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"appointment_id" integer,
	"before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "slot_watches_end_reason_ck" CHECK ("slot_watches"."end_reason" in ('booked','withdrawn','expired'))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_states_provider_ck" CHECK ("oauth_states"."provider" in ('zoom'))
);
--> statement-breakpoint
CREATE TABLE "zoom_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"zoom_user_id" text NOT NULL,
	"host_email" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_uid" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "zoom_meeting_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "zoom_join_url" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "day_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hour_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_watch_id_slot_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."slot_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_slot_id_consultation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."consultation_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_watches" ADD CONSTRAINT "slot_watches_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_watches" ADD CONSTRAINT "slot_watches_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_watches" ADD CONSTRAINT "slot_watches_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_connections" ADD CONSTRAINT "zoom_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_offers_watch_slot_uq" ON "slot_offers" USING btree ("watch_id","slot_id");--> statement-breakpoint
CREATE INDEX "slot_offers_patient_idx" ON "slot_offers" USING btree ("patient_id","offered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_watches_open_uq" ON "slot_watches" USING btree ("patient_id","expert_id") WHERE "slot_watches"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "slot_watches_expert_idx" ON "slot_watches" USING btree ("expert_id","created_at") WHERE "slot_watches"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "oauth_states_expiry_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'confirmed' and "appointments"."hour_reminder_at" is null;