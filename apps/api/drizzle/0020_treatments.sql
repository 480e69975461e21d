CREATE TABLE "doctor_note_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"test" text NOT NULL,
	"value" real NOT NULL,
	"unit" text NOT NULL,
	"standard_value" real NOT NULL,
	"taken_on" date NOT NULL,
	"cycle_day" integer,
	"lab_name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_value_ck" CHECK ("lab_results"."value" >= 0),
	CONSTRAINT "lab_results_cycle_day_ck" CHECK ("lab_results"."cycle_day" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"dose_date" date NOT NULL,
	"dose_time" text NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "medication_doses_status_ck" CHECK ("medication_doses"."status" in ('taken', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "medication_reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"dose_date" date NOT NULL,
	"dose_time" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"dose" real NOT NULL,
	"dose_unit" text NOT NULL,
	"route" text NOT NULL,
	"schedule_kind" text NOT NULL,
	"times" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"cycle_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_date" date,
	"time_zone" text NOT NULL,
	"prescriber" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_dose_ck" CHECK ("medications"."dose" > 0),
	CONSTRAINT "medications_schedule_ck" CHECK ("medications"."schedule_kind" in ('every_day', 'cycle_days', 'dates'))
);
--> statement-breakpoint
ALTER TABLE "doctor_note_amendments" ADD CONSTRAINT "doctor_note_amendments_note_id_doctor_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."doctor_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_note_amendments" ADD CONSTRAINT "doctor_note_amendments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_notes" ADD CONSTRAINT "doctor_notes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_notes" ADD CONSTRAINT "doctor_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_reminders_sent" ADD CONSTRAINT "medication_reminders_sent_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_note_amendments_note_idx" ON "doctor_note_amendments" USING btree ("note_id","created_at","id");--> statement-breakpoint
CREATE INDEX "doctor_notes_patient_idx" ON "doctor_notes" USING btree ("patient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "doctor_notes_author_idx" ON "doctor_notes" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_patient_idx" ON "lab_results" USING btree ("patient_id","taken_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_patient_test_idx" ON "lab_results" USING btree ("patient_id","test","taken_on" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "medication_doses_uq" ON "medication_doses" USING btree ("medication_id","dose_date","dose_time");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_reminders_sent_uq" ON "medication_reminders_sent" USING btree ("medication_id","dose_date","dose_time");--> statement-breakpoint
CREATE INDEX "medications_patient_idx" ON "medications" USING btree ("patient_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medications_reminders_idx" ON "medications" USING btree ("last_date") WHERE "medications"."reminders_enabled";