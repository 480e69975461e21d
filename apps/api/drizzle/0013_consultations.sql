CREATE TABLE "appointment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"subjective" text,
	"objective" text,
	"assessment" text,
	"plan" text,
	"shared_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reviews_rating_ck" CHECK ("appointment_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"slot_id" integer,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_notice_hours" smallint NOT NULL,
	"notes" text,
	"status_reason" text,
	"cancelled_by" text,
	"rescheduled_from_id" integer,
	"rescheduled_to_id" integer,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"patient_joined_at" timestamp with time zone,
	"expert_joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_ck" CHECK ("appointments"."status" in ('pending','confirmed','rejected','cancelled','rescheduled','completed')),
	CONSTRAINT "appointments_cancelled_by_ck" CHECK ("appointments"."cancelled_by" in ('patient','expert')),
	CONSTRAINT "appointments_order_ck" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "consultation_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_slots_order_ck" CHECK ("consultation_slots"."ends_at" > "consultation_slots"."starts_at"),
	CONSTRAINT "consultation_slots_source_ck" CHECK ("consultation_slots"."source" in ('schedule','manual'))
);
--> statement-breakpoint
CREATE TABLE "expert_schedules" (
	"expert_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"buffer_minutes" smallint NOT NULL,
	"min_notice_hours" smallint NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slots_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_schedules_slot_minutes_ck" CHECK ("expert_schedules"."slot_minutes" between 5 and 240),
	CONSTRAINT "expert_schedules_buffer_ck" CHECK ("expert_schedules"."buffer_minutes" between 0 and 240),
	CONSTRAINT "expert_schedules_notice_ck" CHECK ("expert_schedules"."min_notice_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_slot_id_consultation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."consultation_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rescheduled_from_id_appointments_id_fk" FOREIGN KEY ("rescheduled_from_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_rescheduled_to_id_appointments_id_fk" FOREIGN KEY ("rescheduled_to_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_slots" ADD CONSTRAINT "consultation_slots_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_schedules" ADD CONSTRAINT "expert_schedules_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_notes_appointment_uq" ON "appointment_notes" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reviews_appointment_uq" ON "appointment_reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_reviews_expert_idx" ON "appointment_reviews" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_live_slot_uq" ON "appointments" USING btree ("slot_id") WHERE "appointments"."status" in ('pending','confirmed');--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_expert_idx" ON "appointments" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_slots_expert_start_uq" ON "consultation_slots" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "consultation_slots_start_idx" ON "consultation_slots" USING btree ("starts_at");